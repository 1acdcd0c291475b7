import { describe, expect, it } from 'vitest';
import { defaultMasonryOptions, distributeItems, masonryColumns } from './masonry-layout';

describe('masonryColumns', () => {
  it.each([
    [360, 1],
    [655, 1],
    [656, 2], // 2 × 320 + 16
    [991, 2],
    [992, 3],
    [2336, 7], // 7 × 320 + 6 × 16
    [4000, 7],
  ])('a %i px container holds %i column(s)', (width, count) => {
    expect(masonryColumns(width).columnCount).toBe(count);
  });

  it('caps the count at the maximum given (6 in the gallery)', () => {
    expect(masonryColumns(4000, { ...defaultMasonryOptions, maxColumns: 6 }).columnCount).toBe(6);
  });

  it('keeps columns 320 wide, the grid centred at its own width', () => {
    expect(masonryColumns(1200)).toEqual({ columnCount: 3, columnWidth: 320, gridWidth: 992 });
  });

  it('lets a single column fill a narrow screen but no wider than 450', () => {
    expect(masonryColumns(343).columnWidth).toBe(343);
    expect(masonryColumns(600).columnWidth).toBe(450);
  });
});

describe('distributeItems', () => {
  it('deals round-robin without heights', () => {
    expect(distributeItems(5, 2)).toEqual([
      [0, 2, 4],
      [1, 3],
    ]);
  });

  it('puts each item in the shortest column when heights are known', () => {
    const heights = [300, 100, 100, 100];
    expect(distributeItems(4, 2, (i) => heights[i] ?? 0)).toEqual([[0], [1, 2, 3]]);
  });
});
