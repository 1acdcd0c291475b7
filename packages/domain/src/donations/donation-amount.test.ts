import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { validateDonationAmount } from './donation-amount.js';

const rejected = { ok: false, error: errors.donationAmount };

describe('validateDonationAmount', () => {
  it.each([10, 20, 990, 100000])('accepts %s', (amount) => {
    expect(validateDonationAmount(amount)).toEqual({ ok: true, value: amount });
  });

  it.each([
    0,
    5,
    15,
    10.5,
    '10',
    100010,
    -10,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    null,
    undefined,
    [10],
    { amount: 10 },
  ])('rejects %s', (amount) => {
    expect(validateDonationAmount(amount)).toEqual(rejected);
  });

  it('accepts exactly the multiples of 10 within 10..100000', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (amount) => {
        const valid = amount >= 10 && amount <= 100_000 && amount % 10 === 0;
        expect(validateDonationAmount(amount).ok).toBe(valid);
      }),
    );
  });

  it('rejects every fractional or non-finite number', () => {
    fc.assert(
      fc.property(
        fc.double().filter((amount) => !Number.isInteger(amount)),
        (amount) => {
          expect(validateDonationAmount(amount)).toEqual(rejected);
        },
      ),
    );
  });

  it('rejects every value that is not a number, even when it reads like one', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.integer().map(String), fc.bigInt()),
        (amount) => {
          expect(validateDonationAmount(amount)).toEqual(rejected);
        },
      ),
    );
  });
});
