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
