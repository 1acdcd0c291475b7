import { BuyMembership, GetMembershipTiers, GetMyMembership } from '@atelier/domain';
import { z } from 'zod';
import { idempotencyKey, noInput } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery } from '../use-case-procedure.js';

/** A tier's id as the operator configured it (ATELIER_MEMBERSHIP_TIERS). */
const tierId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'Use a tier id from membership.getTiers');

/** Buying membership with Buzz (docs/membership.md). */
export const membershipRouter = router({
  getTiers: useCaseQuery(noInput, GetMembershipTiers),
  getMine: useCaseQuery(noInput, GetMyMembership),
  // The key is required: a purchase retried without one could charge twice. The domain scopes it to buyer and tier.
  buy: useCaseMutation(z.strictObject({ tierId, idempotencyKey: idempotencyKey.unwrap() }), BuyMembership),
});
