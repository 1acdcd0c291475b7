import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type Key, type ReactNode, useRef } from 'react';
import { useContainerWidth } from '../../internal/use-container-width';
import { distributeItems } from './distribute-items';
import * as styles from './MasonryGrid.css';

/** How many columns fit a container and how wide each is (the width of a lone column may differ). */
export interface MasonryColumns {
  count: number;
  width: number;
}

/** A masonry's geometry: the domain's rule (spec §9), passed by the presenter. */
export interface MasonryLayout {
  columns: (containerWidth: number) => MasonryColumns;
  /** Between columns and between items, in px. */
  gap: number;
}

/** The width of the whole grid (columns and gaps), centred in the container. */
export const gridWidth = ({ count, width }: MasonryColumns, gap: number): number =>
  count * width + (count - 1) * gap;

export interface MasonryGridProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getItemKey: (item: T, index: number) => Key;
  /** Estimated height at a given column width; with it items go to the shortest column, else round-robin. */
  getItemHeight?: (item: T, columnWidth: number) => number;
  layout: MasonryLayout;
  /** Width assumed before the container is measured (server render, first paint). */
  initialWidth?: number;
  'aria-label'?: string;
}

/**
 * Items in as many columns as fit, as the `layout` rule says (spec §9: 320 px each). Every item is rendered (no virtualisation), so keep lists to a
 * page or two; the gallery uses `GallerySection`'s virtualised masonry instead. Reading and tab order run down each
 * column in turn.
 */
export function MasonryGrid<T>({
  items,
  renderItem,
  getItemKey,
  getItemHeight,
  layout: { columns: columnsFor, gap },
  initialWidth = 1280,
  'aria-label': ariaLabel,
}: MasonryGridProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef, initialWidth);
  const layout = columnsFor(width);
  const columns = distributeItems(
    items.length,
    layout.count,
    getItemHeight ? (index) => getItemHeight(items[index] as T, layout.width) : undefined,
    gap,
  );

  return (
    <div ref={containerRef} className={styles.container}>
      {/* biome-ignore lint/a11y/useSemanticElements: column wrappers sit between the list and its items, which <ul> does not allow */}
      <div
        role="list"
        aria-label={ariaLabel}
        className={styles.grid}
        data-column-count={layout.count}
        style={{
          width: `${gridWidth(layout, gap)}px`,
          ...assignInlineVars({ [styles.gap]: `${gap}px`, [styles.columnWidth]: `${layout.width}px` }),
        }}
      >
        {columns.map((indexes, columnIndex) => (
          // Columns are layout only; the list's items are the cards.
          // biome-ignore lint/suspicious/noArrayIndexKey: a column is identified by its position
          <div key={columnIndex} role="presentation" className={styles.column}>
            {indexes.map((index) => {
              const item = items[index] as T;
              return (
                // biome-ignore lint/a11y/useSemanticElements: see the list above
                <div key={getItemKey(item, index)} role="listitem" className={styles.item}>
                  {renderItem(item, index)}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
