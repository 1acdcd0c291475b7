import { type Key, type ReactNode, useMemo, useRef, useState } from 'react';
import { useContainerWidth } from '../../internal/use-container-width';
import { defaultMasonryOptions, masonryColumns } from '../MasonryGrid/masonry-layout';
import * as styles from './GallerySection.css';
import { itemsInBand, placeItems } from './gallery-layout';
import { useVisibleBand } from './use-visible-band';

export interface VirtualMasonryProps<T> {
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  /** The item's exact height at a column width (cards render at that height). */
  getHeight: (item: T, columnWidth: number) => number;
  renderItem: (item: T, index: number, columnWidth: number) => ReactNode;
  /** 6 in the gallery (spec §9). */
  maxColumns?: number;
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
  maxColumns = 6,
  overscan = 1000,
  initialWidth = 1280,
  initialViewportHeight = 1000,
  'aria-label': ariaLabel,
}: VirtualMasonryProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef, initialWidth);
  const layout = masonryColumns(width, { ...defaultMasonryOptions, maxColumns });
  const { gap } = defaultMasonryOptions;
  const placement = useMemo(
    () =>
      placeItems(
        items.map((item) => getHeight(item, layout.columnWidth)),
        layout.columnCount,
        gap,
      ),
    [items, getHeight, layout.columnWidth, layout.columnCount],
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
        style={{ width: layout.gridWidth, height: placement.height }}
        data-column-count={layout.columnCount}
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
                left: placed.column * (layout.columnWidth + gap),
                width: layout.columnWidth,
                height: placed.height,
              }}
            >
              {renderItem(item, placed.index, layout.columnWidth)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
