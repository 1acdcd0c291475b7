import { describe, expect, it } from 'vitest';
import {
  GET_BUZZ_FOR_PRICING_HREF,
  membershipStatusText,
  offerOf,
  toTierView,
  vaultSizeText,
} from './to-membership-view';

const tier = { id: 'monthly', name: 'Monthly', priceBuzz: 1000, durationDays: 30, vaultKb: 10 * 1024 * 1024 };
const until = new Date('2026-12-28T09:30:00Z');

describe('the membership views', () => {
  it('say a tier’s price, duration and vault as people read them', () => {
    expect(toTierView(tier)).toEqual({
      id: 'monthly',
      name: 'Monthly',
      priceText: '1,000 Buzz',
      durationText: '30 days',
      vaultText: '10 GB',
    });
    expect(toTierView({ ...tier, durationDays: 1 }).durationText).toBe('1 day');
    expect([500 * 1024, 1536 * 1024 ** 2, 2048].map(vaultSizeText)).toEqual(['500 MB', '1.5 TB', '2 MB']);
  });

  it('say the viewer’s membership in one sentence', () => {
    const mine = { isMember: true, memberUntil: until, vaultStorageKb: 0, balance: 0 };
    expect(membershipStatusText(mine)).toMatch(/^You are a member until December 28, 2026.*9:30.AM UTC\.$/);
    expect(membershipStatusText({ ...mine, isMember: false })).toMatch(
      /^Your membership ended on December 28, 2026/,
    );
    expect(membershipStatusText({ ...mine, memberUntil: null })).toBe(
      'You are a member. Your membership does not expire.',
    );
    expect(membershipStatusText({ ...mine, isMember: false, memberUntil: null })).toBe(
      'You are not a member yet.',
    );
  });

  it('send a viewer short of Buzz to get some and come back to the pricing page', () => {
    const mine = { isMember: false, memberUntil: null, vaultStorageKb: 0, balance: 400 };
    expect(offerOf(mine, tier, until)).toEqual({ kind: 'short', missingBuzz: 600 });
    expect(GET_BUZZ_FOR_PRICING_HREF).toBe('/purchase/buzz?returnUrl=%2Fpricing');
  });
});
