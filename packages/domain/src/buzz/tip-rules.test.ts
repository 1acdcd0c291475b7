import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { canTip, validateBuzzAmount } from './tip-rules.js';

describe('validateBuzzAmount', () => {
  it.each([1, 7, 100000])('accepts %s', (amount) => {
    expect(validateBuzzAmount(amount)).toEqual({ ok: true, value: amount });
  });

  it.each([0, -1, 1.5, '5', Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %s', (amount) => {
    expect(validateBuzzAmount(amount)).toEqual({ ok: false, error: errors.invalidBuzzAmount });
  });
});

describe('canTip', () => {
  it('refuses tipping yourself and allows tipping someone else', () => {
    expect(canTip(1, 1)).toEqual({ ok: false, error: errors.cannotTipYourself });
    expect(canTip(1, 2)).toEqual({ ok: true, value: null });
  });
});
