import { describe, expect, it } from 'vitest';
import { countdownRefreshMs, formatCountdown } from './countdown.js';

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('countdownRefreshMs (spec §9)', () => {
  it('refreshes every minute from an hour on', () => {
    expect(countdownRefreshMs(h)).toBe(60_000);
    expect(countdownRefreshMs(3 * d)).toBe(60_000);
  });

  it('refreshes every second under an hour', () => {
    expect(countdownRefreshMs(h - 1)).toBe(1000);
    expect(countdownRefreshMs(5 * s)).toBe(1000);
  });
});

describe('formatCountdown', () => {
  it('shows "Ended" at zero and after', () => {
    expect(formatCountdown(0)).toBe('Ended');
    expect(formatCountdown(-5 * s)).toBe('Ended');
  });

  it.each([
    [2 * d + 3 * h + 59 * m, '2d 3h'],
    [5 * h + 12 * m + 30 * s, '5h 12m'],
    [4 * m + 9 * s, '4m 09s'],
    [9 * s + 999, '9s'],
    [500, '0s'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
