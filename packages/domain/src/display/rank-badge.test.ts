import { describe, expect, it } from 'vitest';
import { rankBadgeColor } from './rank-badge.js';

describe('rankBadgeColor (spec §9)', () => {
  it.each([
    [1, 'blue'],
    [2, 'yellow'],
    [3, 'yellow'],
    [4, 'gray'],
    [10, 'gray'],
    [11, 'orange'],
    [100, 'orange'],
  ] as const)('rank %i is %s', (rank, color) => {
    expect(rankBadgeColor(rank)).toBe(color);
  });

  it.each([0, -1, 101, 1000, 1.5, 99.9, Number.NaN, Number.POSITIVE_INFINITY])(
    'shows no badge for %f',
    (rank) => {
      expect(rankBadgeColor(rank)).toBeNull();
    },
  );
});
