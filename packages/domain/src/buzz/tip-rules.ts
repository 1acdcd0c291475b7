import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';

/** Buzz moves in whole positive amounts. */
export const validateBuzzAmount = (amount: unknown): Result<number> =>
  typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0
    ? ok(amount)
    : fail(errors.invalidBuzzAmount);

/** Spec §5: users cannot tip themselves. */
export const canTip = (fromUserId: number, toUserId: number): Result<null> =>
  fromUserId === toUserId ? fail(errors.cannotTipYourself) : ok(null);
