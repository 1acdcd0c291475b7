/** What the operator configured for earning Buzz on this hub (docs/buzz.md); read live, so tests may change it. */
export type BuzzSettings = {
  /** Buzz a signed-in user may claim once per UTC day; 0 turns the daily reward off (the default). */
  readonly dailyReward: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of `now`, as `YYYY-MM-DD`: the day a daily reward is counted in. */
export const rewardDay = (now: Date): string => now.toISOString().slice(0, 10);

/** The idempotency key of a user's daily reward on `now`'s UTC day: one claim per user and day, however many race. */
export const dailyRewardKey = (userId: number, now: Date): string => `daily:${userId}:${rewardDay(now)}`;

/** The ledger reference of a daily reward: which day it was for. */
export const dailyRewardReference = (now: Date): string => `dailyReward:${rewardDay(now)}`;

/** When the next daily reward may be claimed: the next UTC midnight after `now`. */
export const nextRewardAt = (now: Date): Date => new Date((Math.floor(now.getTime() / DAY_MS) + 1) * DAY_MS);
