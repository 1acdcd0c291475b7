import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type Key, type ReactNode, useRef } from 'react';
import { useContainerWidth } from '../../internal/use-container-width';
import * as styles from './MasonryGrid.css';
import { defaultMasonryOptions, distributeItems, masonryColumns } from './masonry-layout';

export interface MasonryGridProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getItemKey: (item: T, index: number) => Key;
  /** Estimated height at a given column width; with it items go to the shortest column, else round-robin. */
  getItemHeight?: (item: T, columnWidth: number) => number;
  /** 7 by default; the gallery passes 6. */
  maxColumns?: number;
  columnWidth?: number;
  gap?: number;
  maxSingleColumnWidth?: number;
  /** Width assumed before the container is measured (server render, first paint). */
  initialWidth?: number;
  'aria-label'?: string;
}

/**
 * Items in as many 320 px columns as fit (spec §9). Every item is rendered (no virtualisation), so keep lists to a
 * page or two; the gallery uses `GallerySection`'s virtualised masonry instead. Reading and tab order run down each
 * column in turn.
 */
export function MasonryGrid<T>({
  items,
  renderItem,
  getItemKey,
  getItemHeight,
  maxColumns = defaultMasonryOptions.maxColumns,
  columnWidth = defaultMasonryOptions.columnWidth,
  gap = defaultMasonryOptions.gap,
  maxSingleColumnWidth = defaultMasonryOptions.maxSingleColumnWidth,
  initialWidth = 1280,
  'aria-label': ariaLabel,
}: MasonryGridProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef, initialWidth);
  const layout = masonryColumns(width, { columnWidth, gap, maxColumns, maxSingleColumnWidth });
  const columns = distributeItems(
    items.length,
    layout.columnCount,
    getItemHeight ? (index) => getItemHeight(items[index] as T, layout.columnWidth) : undefined,
    gap,
  );

  return (
    <div ref={containerRef} className={styles.container}>
      {/* biome-ignore lint/a11y/useSemanticElements: column wrappers sit between the list and its items, which <ul> does not allow */}
      <div
        role="list"
        aria-label={ariaLabel}
        className={styles.grid}
        data-column-count={layout.columnCount}
        style={{
          width: `${layout.gridWidth}px`,
          ...assignInlineVars({ [styles.gap]: `${gap}px`, [styles.columnWidth]: `${layout.columnWidth}px` }),
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
