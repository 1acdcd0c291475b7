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
