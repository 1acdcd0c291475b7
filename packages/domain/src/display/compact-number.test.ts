import { describe, expect, it } from 'vitest';
import { compactNumber } from './compact-number.js';

describe('compactNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1049, '1k'],
    [1050, '1.1k'],
    [12_345, '12.3k'],
    [999_949, '999.9k'],
    [999_950, '1m'],
    [1_500_000, '1.5m'],
    [2_000_000_000, '2b'],
    [-12_345, '-12.3k'],
  ])('%i reads %s', (value, text) => {
    expect(compactNumber(value)).toBe(text);
  });
});
