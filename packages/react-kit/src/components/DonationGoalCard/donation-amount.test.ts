import { describe, expect, it } from 'vitest';
import { isValidDonation, parseTypedAmount } from './donation-amount';

describe('isValidDonation', () => {
  it.each([
    [0, false],
    [5, false],
    [10, true],
    [15, false],
    [1_000, true],
    [100_000, true],
    [100_010, false],
    [12.5, false],
    [Number.NaN, false],
  ])('%d is %s', (amount, valid) => {
    expect(isValidDonation(amount)).toBe(valid);
  });
});

describe('parseTypedAmount', () => {
  it.each([
    ['1,000', 1000],
    [' 250 ', 250],
    ['', Number.NaN],
    ['12.5', Number.NaN],
    ['-10', Number.NaN],
  ])('%j reads %d', (text, amount) => {
    expect(parseTypedAmount(text)).toBe(amount);
  });
});
