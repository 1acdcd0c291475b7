import { describe, expect, it } from 'vitest';
import { formatRemaining, refreshIntervalMs } from './countdown';

const s = 1_000;
const m = 60 * s;
const h = 60 * m;

describe('refreshIntervalMs', () => {
  it.each([
    [2 * h, 60_000],
    [h, 60_000],
    [h - 1, 1_000],
    [5 * s, 1_000],
  ])('with %i ms left refreshes every %i ms', (remaining, interval) => {
    expect(refreshIntervalMs(remaining)).toBe(interval);
  });
});

describe('formatRemaining', () => {
  it.each([
    [2 * 24 * h + 3 * h + 10 * m, '2d 3h'],
    [3 * h + 5 * m + 59 * s, '3h 5m'],
    [12 * m + 5 * s, '12m 5s'],
    [500, '0m 1s'],
    [0, '0m 0s'],
  ])('%i ms reads %s', (remaining, text) => {
    expect(formatRemaining(remaining)).toBe(text);
  });
});
