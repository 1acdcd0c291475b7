import { describe, expect, it } from 'vitest';
import { moveByOne, reorder } from './reorder';

const items = [1, 2, 3, 4].map((id) => ({ id }));
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('reorder', () => {
  it('drops the moved items before or after the target', () => {
    expect(ids(reorder(items, new Set([4]), 1, 'before'))).toEqual([4, 1, 2, 3]);
    expect(ids(reorder(items, new Set([1, 2]), 3, 'after'))).toEqual([3, 1, 2, 4]);
    expect(ids(reorder(items, new Set([2]), 2, 'after'))).toEqual([1, 2, 3, 4]);
  });

  it('moves one item by one place, not past the ends', () => {
    expect(ids(moveByOne(items, 1, -1))).toEqual([2, 1, 3, 4]);
    expect(ids(moveByOne(items, 3, 1))).toEqual([1, 2, 3, 4]);
  });
});
