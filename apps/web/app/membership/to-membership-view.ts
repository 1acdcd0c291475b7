import {
  type MembershipOffer,
  type MembershipTier,
  type MyMembership,
  membershipOffer,
} from '@atelier/domain';
import { withReturnUrl } from '../account/return-url';
import { BUY_BUZZ_HREF } from '../shared/social/buzz';

/** Where a viewer short of Buzz gets some (e.g. redeeming a voucher), coming back to the pricing page after. */
export const GET_BUZZ_FOR_PRICING_HREF = withReturnUrl(BUY_BUZZ_HREF, '/pricing');

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const sized = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const formatNumber = (value: number): string => whole.format(value);

/** A vault size in KB in the largest binary unit that keeps it at or above 1: "10 GB", "500 MB", "1.5 TB". */
export const vaultSizeText = (kb: number): string => {
  const units = ['KB', 'MB', 'GB', 'TB'] as const;
  let value = kb;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${sized.format(value)} ${units[unit]}`;
};

const day = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** An expiry as the pages say it: "December 28, 2026 at 9:00 AM UTC". */
export const expiryText = (date: Date): string => `${day.format(date)} UTC`;

export type TierView = {
  id: string;
  name: string;
  priceText: string;
  durationText: string;
  vaultText: string;
};

export const toTierView = (tier: MembershipTier): TierView => ({
  id: tier.id,
  name: tier.name,
  priceText: `${formatNumber(tier.priceBuzz)} Buzz`,
  durationText: tier.durationDays === 1 ? '1 day' : `${formatNumber(tier.durationDays)} days`,
  vaultText: vaultSizeText(tier.vaultKb),
});

/** The viewer's membership in one sentence. */
export const membershipStatusText = (mine: MyMembership): string => {
  if (mine.isMember && mine.memberUntil === null) return 'You are a member. Your membership does not expire.';
  if (mine.isMember && mine.memberUntil !== null)
    return `You are a member until ${expiryText(mine.memberUntil)}.`;
  if (mine.memberUntil !== null) return `Your membership ended on ${expiryText(mine.memberUntil)}.`;
  return 'You are not a member yet.';
};

/** What one tier offers this viewer now (the domain's rule), for the card's button or hint. */
export const offerOf = (mine: MyMembership, tier: MembershipTier, now: Date): MembershipOffer =>
  membershipOffer(mine, tier, now);
