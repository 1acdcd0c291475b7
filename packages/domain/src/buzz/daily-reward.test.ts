import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyRewardKey, nextRewardAt, rewardDay } from './daily-reward.js';

const DAY = 24 * 60 * 60 * 1000;
/** Instants from 1970 to 2200, away from the edges a Date can hold. */
const instant = fc.integer({ min: 0, max: 7_258_118_400_000 }).map((ms) => new Date(ms));

describe('the daily reward', () => {
  it('is keyed by user and UTC day', () => {
    expect(dailyRewardKey(7, new Date('2026-11-28T23:59:59.999Z'))).toBe('daily:7:2026-11-28');
    expect(dailyRewardKey(7, new Date('2026-11-29T00:00:00.000Z'))).toBe('daily:7:2026-11-29');
    // 01:00 in Paris is still the 28th in UTC.
    expect(dailyRewardKey(7, new Date('2026-11-29T00:30:00+01:00'))).toBe('daily:7:2026-11-28');
  });

  it('has one key per UTC day: every instant of a day shares it, and the next one starts at the next midnight', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (now, userId) => {
        const next = nextRewardAt(now);
        const midnight = new Date(next.getTime() - DAY);
        expect(next.getTime()).toBeGreaterThan(now.getTime());
        expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(DAY);
        expect(next.toISOString()).toMatch(/T00:00:00\.000Z$/);
        expect(dailyRewardKey(userId, now)).toBe(`daily:${userId}:${now.toISOString().slice(0, 10)}`);
        expect(dailyRewardKey(userId, midnight)).toBe(dailyRewardKey(userId, now));
        expect(dailyRewardKey(userId, new Date(next.getTime() - 1))).toBe(dailyRewardKey(userId, now));
        expect(dailyRewardKey(userId, next)).not.toBe(dailyRewardKey(userId, now));
        expect(rewardDay(next)).toBe(new Date(now.getTime() + DAY).toISOString().slice(0, 10));
      }),
    );
  });
});
