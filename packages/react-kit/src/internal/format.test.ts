import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatFileSize, formatNumber } from './format';

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
