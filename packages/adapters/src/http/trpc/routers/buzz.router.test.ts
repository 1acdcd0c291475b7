import { CONSOLE, CreateVouchers } from '@atelier/domain';
import { aDonationGoal, aModel, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

describe.each(databases)('buzz.* and donationGoal.* on $name', (database) => {
  const server = useTestServer(database);

  it('getBalance: the viewer’s own balance; anonymous callers must sign in; 403 with the feature off', async () => {
    const { api, world, signedIn, flags } = server();
    const { user, auth } = await signedIn();
    await world.given.buzz(user, 120);
    expect(expectOk(await api.query('buzz.getBalance', undefined, auth))).toEqual({ balance: 120 });
    expectFailure(await api.query('buzz.getBalance'), 401, 'AUTH.SIGN_IN_REQUIRED');
    flags.buzz = false;
    expectFailure(await api.query('buzz.getBalance', undefined, auth), 403, 'FEATURE.OFF');
  });

  it('tip: moves Buzz once per idempotency key; tipping yourself is refused', async () => {
    const { api, world, signedIn } = server();
    const tipper = await signedIn();
    const creator = await signedIn();
    await world.given.buzz(tipper.user, 100);
    const tip = {
      toUserId: creator.user.id,
      amount: 30,
      entityType: 'user',
      entityId: creator.user.id,
      idempotencyKey: 'tip-key-0001',
    };

    expect(expectOk(await api.mutation('buzz.tip', tip, tipper.auth))).toMatchObject({
      amount: 30,
      kind: 'tip',
    });
    expectOk(await api.mutation('buzz.tip', tip, tipper.auth));
    expect(await world.repos.ledger.balanceOf(tipper.user.id)).toBe(70);
    expect(await world.repos.ledger.balanceOf(creator.user.id)).toBe(30);

    const { idempotencyKey: _key, ...withoutKey } = tip;
    expectOk(await api.mutation('buzz.tip', withoutKey, tipper.auth));
    expectOk(await api.mutation('buzz.tip', withoutKey, tipper.auth));
    expect(await world.repos.ledger.balanceOf(tipper.user.id)).toBe(10);

    expectFailure(
      await api.mutation(
        'buzz.tip',
        { ...tip, toUserId: tipper.user.id, idempotencyKey: 'tip-key-0002' },
        tipper.auth,
      ),
      400,
      'SOCIAL.SELF_TIP',
    );
    expectFailure(
      await api.mutation('buzz.tip', { ...tip, amount: 500, idempotencyKey: 'tip-key-0003' }, tipper.auth),
      402,
      'BUZZ.INSUFFICIENT_FUNDS',
    );
    expectFailure(
      await api.mutation('buzz.tip', { ...tip, idempotencyKey: 'bad key!' }, tipper.auth),
      400,
      'INVALID_INPUT',
    );
  });

  it('tip: one user’s idempotency key never collides with another’s', async () => {
    const { api, world, signedIn } = server();
    const first = await signedIn();
    const second = await signedIn();
    const creator = await signedIn();
    await world.given.buzz(first.user, 50);
    await world.given.buzz(second.user, 50);
    const tip = {
      toUserId: creator.user.id,
      amount: 20,
      entityType: 'user',
      entityId: creator.user.id,
      idempotencyKey: 'shared-key-1',
    };
    expectOk(await api.mutation('buzz.tip', tip, first.auth));
    expectOk(await api.mutation('buzz.tip', tip, second.auth));
    expect(await world.repos.ledger.balanceOf(creator.user.id)).toBe(40);
  });

  it('redeemVoucher: credits a code once over HTTP (used 409, unknown 400); getHistory shows it first, paged', async () => {
    const { api, world, signedIn } = server();
    const redeemer = await signedIn();
    const other = await signedIn();
    const issued = await new CreateVouchers(world.deps).execute(CONSOLE, { amount: 300, count: 1 });
    const code = issued.ok ? (issued.value.codes[0] ?? '') : '';
    await world.given.buzz(redeemer.user, 5);

    expect(
      expectOk(await api.mutation('buzz.redeemVoucher', { code: code.toLowerCase() }, redeemer.auth)),
    ).toEqual({
      amount: 300,
      balance: 305,
      replayed: false,
    });
    expectFailure(await api.mutation('buzz.redeemVoucher', { code }, other.auth), 409, 'BUZZ.VOUCHER_USED');
    expectFailure(
      await api.mutation('buzz.redeemVoucher', { code: 'nope' }, other.auth),
      400,
      'BUZZ.VOUCHER_UNKNOWN',
    );
    expectFailure(await api.mutation('buzz.redeemVoucher', { code }), 401, 'AUTH.SIGN_IN_REQUIRED');
    expectFailure(
      await api.mutation('buzz.redeemVoucher', { code, extra: 1 }, other.auth),
      400,
      'INVALID_INPUT',
    );
    expect(await world.repos.ledger.balanceOf(other.user.id)).toBe(0);

    type Page = { rows: { kind: string; label: string; amount: number }[]; nextBefore: number | null };
    const first = expectOk(await api.query<Page>('buzz.getHistory', { limit: 1 }, redeemer.auth));
    expect(first.rows).toEqual([
      expect.objectContaining({ kind: 'voucher', label: 'Voucher redeemed', amount: 300 }),
    ]);
    const second = expectOk(
      await api.query<Page>('buzz.getHistory', { before: first.nextBefore, limit: 1 }, redeemer.auth),
    );
    expect(second).toEqual({
      rows: [expect.objectContaining({ kind: 'grant', amount: 5 })],
      nextBefore: null,
    });
    expect(expectOk(await api.query('buzz.getHistory', undefined, other.auth))).toEqual({
      rows: [],
      nextBefore: null,
    });
    expectFailure(await api.query('buzz.getHistory', { limit: 500 }, other.auth), 400, 'INVALID_INPUT');
  });

  it('claimDailyReward and getWays follow the operator’s daily reward: off by default, once per UTC day when on', async () => {
    const { api, signedIn, config, clock } = server();
    const { auth } = await signedIn();
    expect(expectOk(await api.query('buzz.getWays', undefined, auth))).toEqual({
      vouchers: true,
      grants: true,
      dailyReward: null,
    });
    expectFailure(await api.mutation('buzz.claimDailyReward', undefined, auth), 403, 'BUZZ.DAILY_REWARD_OFF');

    config.buzz.dailyReward = 25;
    clock.set(new Date('2026-03-04T10:00:00Z'));
    const nextAt = new Date('2026-03-05T00:00:00Z');
    expect(expectOk(await api.mutation('buzz.claimDailyReward', undefined, auth))).toEqual({
      amount: 25,
      balance: 25,
      replayed: false,
      nextAt,
    });
    expect(expectOk(await api.mutation('buzz.claimDailyReward', undefined, auth))).toMatchObject({
      balance: 25,
      replayed: true,
    });
    expect(expectOk(await api.query('buzz.getWays', undefined, auth))).toEqual({
      vouchers: true,
      grants: true,
      dailyReward: { amount: 25, claimedToday: true, nextAt },
    });
  });

  it('donationGoal.donate: adds to the goal and pays its creator; an amount off the step of 10 is refused', async () => {
    const { api, world, signedIn } = server();
    const owner = await signedIn();
    const donor = await signedIn();
    const model = await world.given.model(aModel().ownedBy(owner.user).published());
    const version = await world.given.version(aVersion().of(model).published());
    const goal = await world.given.goal(aDonationGoal().of(version).by(owner.user).amount(1000));
    await world.given.buzz(donor.user, 100);

    const donated = expectOk(
      await api.mutation<{ total: number }>(
        'donationGoal.donate',
        { donationGoalId: goal.id, amount: 50, idempotencyKey: 'donation-0001' },
        donor.auth,
      ),
    );
    expect(donated.total).toBe(50);
    expect(await world.repos.ledger.balanceOf(owner.user.id)).toBe(50);
    expectFailure(
      await api.mutation('donationGoal.donate', { donationGoalId: goal.id, amount: 15 }, donor.auth),
      400,
      'DONATION.INVALID_AMOUNT',
    );
    expectFailure(
      await api.mutation('donationGoal.donate', { donationGoalId: goal.id, amount: 10 }, owner.auth),
      400,
      'DONATION.OWN_GOAL',
    );
  });
});
