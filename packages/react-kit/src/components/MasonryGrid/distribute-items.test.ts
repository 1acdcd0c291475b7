import { describe, expect, it } from 'vitest';
import { distributeItems } from './distribute-items';

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
