import { describe, expect, it } from 'vitest';
import { Prng } from './prng.js';

describe('Prng', () => {
  it('repeats its sequence for the same seed', () => {
    const a = new Prng(42);
    const b = new Prng(42);

    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('matches the reference mulberry32 output', () => {
    // First value of mulberry32(1) as printed by the widely copied reference implementation.
    expect(new Prng(1).next()).toBeCloseTo(0.6270739405881613, 15);
  });

  it('draws distinct values within bounds', () => {
    const values = new Prng(7).distinct(50, 10, 70);

    expect(new Set(values).size).toBe(50);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...values)).toBeLessThanOrEqual(70);
  });

  it('stays within integer bounds', () => {
    const prng = new Prng(3);
    const values = Array.from({ length: 1000 }, () => prng.int(1, 6));

    expect(new Set(values)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });
});
