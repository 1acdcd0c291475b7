import { type Key, type ReactNode, useMemo, useRef, useState } from 'react';
import { useContainerWidth } from '../../internal/use-container-width';
import { gridWidth, type MasonryLayout } from '../MasonryGrid/MasonryGrid';
import * as styles from './GallerySection.css';
import { itemsInBand, placeItems } from './gallery-layout';
import { useVisibleBand } from './use-visible-band';

export interface VirtualMasonryProps<T> {
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  /** The item's exact height at a column width (cards render at that height). */
  getHeight: (item: T, columnWidth: number) => number;
  renderItem: (item: T, index: number, columnWidth: number) => ReactNode;
  /** Columns and gap: the domain's rule (spec §9, at most 6 in the gallery), passed by the presenter. */
  layout: MasonryLayout;
  /** Rendered distance above and below the viewport, in px. */
  overscan?: number;
  /** Assumed before measuring (server render). */
  initialWidth?: number;
  initialViewportHeight?: number;
  'aria-label'?: string;
}

/**
 * A masonry that renders only the cards near the viewport: positions come from the known card heights, the page
 * scrolls as usual, and a card holding focus stays rendered so keyboard users never lose their place. Items are in
 * item order in the DOM (reading and tab order), with `aria-setsize` / `aria-posinset` for the unrendered rest.
 */
export function VirtualMasonry<T>({
  items,
  getKey,
  getHeight,
  renderItem,
  layout: { columns: columnsFor, gap },
  overscan = 1000,
  initialWidth = 1280,
  initialViewportHeight = 1000,
  'aria-label': ariaLabel,
}: VirtualMasonryProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef, initialWidth);
  const layout = columnsFor(width);
  const placement = useMemo(
    () =>
      placeItems(
        items.map((item) => getHeight(item, layout.width)),
        layout.count,
        gap,
      ),
    [items, getHeight, layout.width, layout.count, gap],
  );
  const band = useVisibleBand(containerRef, overscan, { from: 0, to: initialViewportHeight + overscan });
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const shown = itemsInBand(placement, band.from, band.to);
  const focused = focusedIndex === null ? undefined : placement.items[focusedIndex];
  if (focused && !shown.includes(focused)) shown.push(focused);
  shown.sort((a, b) => a.index - b.index);

  return (
    <div ref={containerRef} className={styles.virtualContainer}>
      {/* biome-ignore lint/a11y/useSemanticElements: absolutely placed cards; role list keeps the count semantics */}
      <div
        role="list"
        aria-label={ariaLabel}
        className={styles.virtualGrid}
        style={{ width: gridWidth(layout, gap), height: placement.height }}
        data-column-count={layout.count}
        onFocus={(event) => {
          const index = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index;
          if (index !== undefined) setFocusedIndex(Number(index));
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedIndex(null);
        }}
      >
        {shown.map((placed) => {
          const item = items[placed.index] as T;
          return (
            // biome-ignore lint/a11y/useSemanticElements: see the list above
            <div
              key={getKey(item, placed.index)}
              role="listitem"
              aria-setsize={items.length}
              aria-posinset={placed.index + 1}
              data-index={placed.index}
              className={styles.virtualItem}
              style={{
                top: placed.top,
                left: placed.column * (layout.width + gap),
                width: layout.width,
                height: placed.height,
              }}
            >
              {renderItem(item, placed.index, layout.width)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
