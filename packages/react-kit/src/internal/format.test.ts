import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatFileSize, formatNumber, parseTypedAmount } from './format';

describe('formatFileSize', () => {
  it.each([
    [512, '512 KB'],
    [1024, '1 MB'],
    [144_000, '140.63 MB'],
    [2_085_000, '1.99 GB'],
    [1024 ** 3 * 3, '3 TB'],
  ])('%i KB reads %s', (kb, text) => {
    expect(formatFileSize(kb)).toBe(text);
  });
});

describe('numbers', () => {
  it('groups whole numbers and compacts large counts', () => {
    expect(formatNumber(100_000)).toBe('100,000');
    expect(formatCompactNumber(12_345)).toBe('12.3K');
  });
});

describe('parseTypedAmount', () => {
  it.each([
    ['15', 15],
    ['1,000', 1000],
    [' 20 ', 20],
    ['10.5', 10.5],
    ['0', 0],
  ])('reads %s as %d, exactly', (typed, amount) => {
    expect(parseTypedAmount(typed)).toBe(amount);
  });

  it.each(['', 'ten', '-5', '1e3', '12abc', '.5'])('reads %j as no number', (typed) => {
    expect(parseTypedAmount(typed)).toBeNaN();
  });
});
