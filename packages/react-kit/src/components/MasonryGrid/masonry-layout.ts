/**
 * Masonry geometry (spec §9: column width 320, gap 16, at most 7 columns — 6 in the gallery — and a single column
 * at most 450 wide). Pure functions, tested in masonry-layout.test.ts.
 */

export interface MasonryOptions {
  columnWidth: number;
  gap: number;
  maxColumns: number;
  maxSingleColumnWidth: number;
}

export const defaultMasonryOptions: MasonryOptions = {
  columnWidth: 320,
  gap: 16,
  maxColumns: 7,
  maxSingleColumnWidth: 450,
};

export interface MasonryColumns {
  columnCount: number;
  /** Width of each column in px. */
  columnWidth: number;
  /** Width of the whole grid (columns and gaps), centred in the container. */
  gridWidth: number;
}

/** As many fixed-width columns as fit the container, capped; one column stretches up to its own maximum. */
export function masonryColumns(
  containerWidth: number,
  options: MasonryOptions = defaultMasonryOptions,
): MasonryColumns {
  const { columnWidth, gap, maxColumns, maxSingleColumnWidth } = options;
  const fitting = Math.floor((containerWidth + gap) / (columnWidth + gap));
  const columnCount = Math.max(1, Math.min(maxColumns, fitting));
  if (columnCount === 1) {
    const width = Math.max(0, Math.min(containerWidth, maxSingleColumnWidth));
    return { columnCount, columnWidth: width, gridWidth: width };
  }
  return { columnCount, columnWidth, gridWidth: columnCount * columnWidth + (columnCount - 1) * gap };
}

/**
 * Deals items to columns. With heights, each item goes to the shortest column so far (ties to the leftmost);
 * without, round-robin. Returns item indexes per column, each column in item order.
 */
export function distributeItems(
  count: number,
  columnCount: number,
  heightOf?: (index: number) => number,
  gap = 0,
): number[][] {
  const columns: number[][] = Array.from({ length: columnCount }, () => []);
  const heights = new Array<number>(columnCount).fill(0);
  for (let index = 0; index < count; index++) {
    let target = index % columnCount;
    if (heightOf) {
      target = heights.indexOf(Math.min(...heights));
      heights[target] = (heights[target] ?? 0) + heightOf(index) + gap;
    }
    columns[target]?.push(index);
  }
  return columns;
}
