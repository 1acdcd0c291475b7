import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { createTestWorld } from '../testing/index.js';
import { ClaimDailyReward } from './claim-daily-reward.js';
import { GetBuzzWays } from './get-buzz-ways.js';

const setup = async (dailyBuzzReward: number) => {
  const world = createTestWorld({ now: new Date('2026-11-28T22:15:00Z'), dailyBuzzReward });
  const user = await world.given.user();
  return {
    world,
    user,
    claim: new ClaimDailyReward(world.deps),
    ways: new GetBuzzWays(world.deps),
    keys: async () => (await world.repos.ledger.entriesOf(user.id)).map((e) => [e.idempotencyKey, e.amount]),
  };
};

describe('ClaimDailyReward', () => {
  it('mints the reward once per UTC day, keyed daily:{userId}:{YYYY-MM-DD}; the next day it may be claimed again', async () => {
    const { world, user, claim, keys } = await setup(15);
    const midnight = new Date('2026-11-29T00:00:00Z');

    expect(await claim.execute(user)).toEqual({
      ok: true,
      value: { amount: 15, balance: 15, replayed: false, nextAt: midnight },
    });
    world.clock.set(new Date('2026-11-28T23:59:59Z'));
    expect(await claim.execute(user)).toMatchObject({ ok: true, value: { balance: 15, replayed: true } });
    world.clock.set(midnight);
    expect(await claim.execute(user)).toMatchObject({ ok: true, value: { balance: 30, replayed: false } });
    expect(await keys()).toEqual([
      [`daily:${user.id}:2026-11-28`, 15],
      [`daily:${user.id}:2026-11-29`, 15],
    ]);
  });

  it('keeps the day’s claim when the operator changes the amount during the day', async () => {
    const { world, user, claim, keys } = await setup(15);
    await claim.execute(user);
    world.deps.buzz = { dailyReward: 40 };
    expect(await claim.execute(user)).toMatchObject({ ok: true, value: { amount: 15, replayed: true } });
    expect(await keys()).toEqual([[`daily:${user.id}:2026-11-28`, 15]]);
  });

  it('is off unless the operator set an amount; anonymous callers must sign in', async () => {
    const { world, user, claim, keys } = await setup(0);
    expect(await claim.execute(user)).toEqual({ ok: false, error: errors.dailyRewardOff });
    world.deps.buzz = { dailyReward: 10 };
    expect(await claim.execute(null)).toEqual({ ok: false, error: errors.signInRequired });
    world.flags.set('buzz', false);
    expect(await claim.execute(user)).toEqual({ ok: false, error: errors.dailyRewardOff });
    expect(await keys()).toEqual([]);
  });
});

describe('GetBuzzWays', () => {
  it('offers vouchers and grants always, and the daily reward with today’s state when it is on', async () => {
    const { world, user, claim, ways } = await setup(0);
    expect(await ways.execute(user)).toEqual({
      ok: true,
      value: { vouchers: true, grants: true, dailyReward: null },
    });

    world.deps.buzz = { dailyReward: 20 };
    const nextAt = new Date('2026-11-29T00:00:00Z');
    expect(await ways.execute(user)).toMatchObject({
      ok: true,
      value: { dailyReward: { amount: 20, claimedToday: false, nextAt } },
    });
    await claim.execute(user);
    expect(await ways.execute(user)).toMatchObject({
      ok: true,
      value: { dailyReward: { amount: 20, claimedToday: true, nextAt } },
    });
    expect(await ways.execute(null)).toEqual({ ok: false, error: errors.signInRequired });
  });
});
