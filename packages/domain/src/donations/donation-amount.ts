import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';

/** Spec §5 and §9: donations are whole numbers of Buzz from 10 to 100000 in steps of 10. */
export const DONATION_MIN = 10;
export const DONATION_MAX = 100_000;
export const DONATION_STEP = 10;

export const validateDonationAmount = (amount: unknown): Result<number> =>
  typeof amount === 'number' &&
  Number.isInteger(amount) &&
  amount >= DONATION_MIN &&
  amount <= DONATION_MAX &&
  amount % DONATION_STEP === 0
    ? ok(amount)
    : fail(errors.donationAmount);
