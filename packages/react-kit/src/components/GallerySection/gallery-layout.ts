/**
 * Positions for the gallery's virtualised masonry: every card's column and top, computed from known heights, so
 * only the cards near the viewport need to be in the DOM. Pure functions, tested in gallery-layout.test.ts.
 */

export interface PlacedItem {
  index: number;
  column: number;
  top: number;
  height: number;
}

export interface MasonryPlacement {
  items: PlacedItem[];
  /** Height of the tallest column. */
  height: number;
}

/** Each item goes to the shortest column so far (ties to the leftmost), in item order. */
export function placeItems(heights: readonly number[], columnCount: number, gap: number): MasonryPlacement {
  const columns = new Array<number>(Math.max(1, columnCount)).fill(0);
  const items = heights.map((height, index): PlacedItem => {
    const column = columns.indexOf(Math.min(...columns));
    const top = columns[column] ?? 0;
    columns[column] = top + height + gap;
    return { index, column, top, height };
  });
  const tallest = Math.max(...columns);
  return { items, height: items.length > 0 ? tallest - gap : 0 };
}

/** The items that intersect the band [from, to] (px from the top of the grid), in item order. */
export function itemsInBand(placement: MasonryPlacement, from: number, to: number): PlacedItem[] {
  return placement.items.filter((item) => item.top <= to && item.top + item.height >= from);
}
