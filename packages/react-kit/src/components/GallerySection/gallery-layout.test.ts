import { describe, expect, it } from 'vitest';
import { itemsInBand, placeItems } from './gallery-layout';

describe('placeItems', () => {
  it('puts each item in the shortest column, ties to the left', () => {
    const placement = placeItems([100, 300, 100, 100, 50], 2, 10);
    expect(placement.items.map((i) => [i.column, i.top])).toEqual([
      [0, 0],
      [1, 0],
      [0, 110],
      [0, 220],
      [1, 310],
    ]);
    expect(placement.height).toBe(360);
  });

  it('stacks everything in one column', () => {
    const placement = placeItems([100, 100, 100], 1, 16);
    expect(placement.items.map((i) => i.top)).toEqual([0, 116, 232]);
    expect(placement.height).toBe(332);
  });

  it('is empty for no items', () => {
    expect(placeItems([], 3, 16)).toEqual({ items: [], height: 0 });
  });
});

describe('itemsInBand', () => {
  const placement = placeItems(new Array(10).fill(100), 1, 0);

  it('keeps the items that overlap the band, in order', () => {
    expect(itemsInBand(placement, 250, 420).map((i) => i.index)).toEqual([2, 3, 4]);
  });

  it('finds nothing past the end', () => {
    expect(itemsInBand(placement, 5000, 6000)).toEqual([]);
  });
});
