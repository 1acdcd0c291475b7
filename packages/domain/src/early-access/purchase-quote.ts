import type { ModelVersion } from '../models/model-version.js';
import type { Access } from '../ports/early-access.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import {
  type EarlyAccessType,
  earlyAccessPrice,
  hasEarlyAccess,
  isEarlyAccessActive,
} from './early-access.js';

export type PurchaseQuoteInput = {
  version: Pick<ModelVersion, 'earlyAccessEndsAt' | 'earlyAccessConfig' | 'canGenerate'>;
  /** The version's owner, who receives the price. */
  ownerId: number;
  buyerId: number;
  /** What the buyer already bought. */
  access: Access;
  type: EarlyAccessType;
  flags: { earlyAccessModel: boolean; imageGeneration: boolean };
  now: Date;
};

/** Whether the buyer may buy this kind of early access, and at what price in Buzz. */
export const earlyAccessPurchaseQuote = (input: PurchaseQuoteInput): Result<{ price: number }> => {
  const { version, access, type, flags, now } = input;
  if (!flags.earlyAccessModel) return fail(errors.earlyAccessOff);
  if (!isEarlyAccessActive(version, now)) return fail(errors.earlyAccessNotActive);
  if (input.buyerId === input.ownerId) return fail(errors.forbidden);
  const price = earlyAccessPrice(version, type, flags);
  if (price === null) return fail(errors.earlyAccessOfferUnavailable);
  if (hasEarlyAccess(access, type)) return fail(errors.earlyAccessAlreadyOwned);
  return ok({ price });
};
