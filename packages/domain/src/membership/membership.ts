import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { User } from '../users/user.js';
import type { MembershipTier } from './membership-tier.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How a user holds membership as stored: the flag, and when it ends (null: never). */
type MembershipGrant = Pick<User, 'isMember' | 'memberUntil'>;

/**
 * The one rule for "is this user a member now": granted, and either without expiry or not yet expired. Every read
 * of a user applies it with the clock, so each members-only rule that reads `User.isMember` honours the expiry.
 */
export const isMemberAt = (grant: MembershipGrant, now: Date): boolean =>
  grant.isMember && (grant.memberUntil === null || now.getTime() < grant.memberUntil.getTime());

/** What buying a tier changes on the buyer. */
type MembershipChange = Pick<User, 'isMember' | 'memberUntil' | 'vaultStorageKb'>;

/**
 * Buying a tier: membership until `duration` after now, or after the current expiry while it still runs (buying
 * early loses nothing); the vault takes the tier's size. A membership without expiry has nothing to buy.
 */
export const membershipAfterPurchase = (
  buyer: MembershipGrant,
  tier: Pick<MembershipTier, 'durationDays' | 'vaultKb'>,
  now: Date,
): Result<MembershipChange> => {
  if (buyer.isMember && buyer.memberUntil === null) return fail(errors.membershipWithoutExpiry);
  const from = isMemberAt(buyer, now) && buyer.memberUntil !== null ? buyer.memberUntil : now;
  return ok({
    isMember: true,
    memberUntil: new Date(from.getTime() + tier.durationDays * DAY_MS),
    vaultStorageKb: tier.vaultKb,
  });
};

/** The tier with this id among the hub's, or the catalogue's refusal. */
export const findTier = (tiers: readonly MembershipTier[], tierId: string): Result<MembershipTier> => {
  const tier = tiers.find((candidate) => candidate.id === tierId);
  return tier === undefined ? fail(errors.membershipTierUnknown) : ok(tier);
};

/** The ledger key of one purchase: the buyer's and the tier's names around the client's key, so keys never collide. */
export const membershipPurchaseKey = (userId: number, tierId: string, clientKey: string): string =>
  `membership:${userId}:${tierId}:${clientKey}`;

/** The ledger reference of a purchase: which tier the Buzz paid for. */
export const membershipReference = (tierId: string): string => `membershipTier:${tierId}`;

/** What the pricing page offers a signed-in viewer for one tier. */
export type MembershipOffer =
  | { kind: 'buy'; memberUntil: Date }
  | { kind: 'short'; missingBuzz: number }
  | { kind: 'noExpiry' };

/**
 * The offer of a tier to a viewer with this membership and balance: buyable (and until when, if bought now), short of
 * Buzz (by how much), or nothing to buy for a membership without expiry. The purchase itself re-checks all of it.
 */
export const membershipOffer = (
  viewer: MembershipGrant & { balance: number },
  tier: Pick<MembershipTier, 'priceBuzz' | 'durationDays' | 'vaultKb'>,
  now: Date,
): MembershipOffer => {
  const after = membershipAfterPurchase(viewer, tier, now);
  if (!after.ok) return { kind: 'noExpiry' };
  if (viewer.balance < tier.priceBuzz) return { kind: 'short', missingBuzz: tier.priceBuzz - viewer.balance };
  return { kind: 'buy', memberUntil: after.value.memberUntil ?? now };
};
