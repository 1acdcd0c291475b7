import { describe, expect, it } from 'vitest';
import { DonateToGoal } from '../donations/donate-to-goal.js';
import { BuyMembership } from '../membership/buy-membership.js';
import { errors } from '../shared/errors.js';
import { aDonationGoal, aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { CONSOLE } from '../users/account-actor.js';
import { ClaimDailyReward } from './claim-daily-reward.js';
import { CreateVouchers } from './create-vouchers.js';
import { GetBuzzHistory } from './get-buzz-history.js';
import { GrantBuzz } from './grant-buzz.js';
import { RedeemVoucher } from './redeem-voucher.js';
import { TipUser } from './tip-user.js';

const setup = async () => {
  const world = createTestWorld({ dailyBuzzReward: 5 });
  const viewer = await world.given.user(aUser().named('viewer'));
  const creator = await world.given.user(aUser().named('creator'));
  const model = await world.given.model(aModel().ownedBy(creator).named('Night Painter'));
  const version = await world.given.version(aVersion().of(model).named('v2'));
  const goal = await world.given.goal(aDonationGoal().of(version).by(creator).amount(1000));
  return { world, viewer, creator, model, version, goal, history: new GetBuzzHistory(world.deps) };
};

describe('GetBuzzHistory', () => {
  it('labels each movement from the viewer’s side and links it to what it paid for, newest first', async () => {
    const { world, viewer, creator, model, version, goal, history } = await setup();
    await new GrantBuzz(world.deps).execute(CONSOLE, {
      userId: viewer.id,
      amount: 100,
      idempotencyKey: 'g1',
    });
    const issued = await new CreateVouchers(world.deps).execute(CONSOLE, { amount: 50, count: 1 });
    await new RedeemVoucher(world.deps).execute(viewer, {
      code: issued.ok ? (issued.value.codes[0] ?? '') : '',
    });
    await new ClaimDailyReward(world.deps).execute(viewer);
    const tip = new TipUser(world.deps);
    await tip.execute(viewer, {
      toUserId: creator.id,
      amount: 10,
      entityType: 'model',
      entityId: model.id,
      idempotencyKey: 't1',
    });
    await tip.execute(viewer, {
      toUserId: creator.id,
      amount: 3,
      entityType: 'user',
      entityId: creator.id,
      idempotencyKey: 't2',
    });
    await world.given.buzz(creator, 20);
    await tip.execute(creator, {
      toUserId: viewer.id,
      amount: 7,
      entityType: 'modelVersion',
      entityId: version.id,
      idempotencyKey: 't3',
    });
    await new DonateToGoal(world.deps).execute(viewer, {
      donationGoalId: goal.id,
      amount: 20,
      idempotencyKey: 'd1',
    });

    const page = await history.execute(viewer, {});
    expect(page.ok).toBe(true);
    const rows = page.ok ? page.value.rows : [];
    const modelSubject = { type: 'model', modelId: model.id, name: 'Night Painter' };
    expect(
      rows.map(({ kind, label, amount, counterparty, subject }) => ({
        kind,
        label,
        amount,
        counterparty,
        subject,
      })),
    ).toEqual([
      {
        kind: 'donationSent',
        label: 'Donation',
        amount: -20,
        counterparty: { id: creator.id, username: 'creator' },
        subject: { ...modelSubject, modelVersionId: version.id, versionName: 'v2' },
      },
      {
        kind: 'tipReceived',
        label: 'Tip received',
        amount: 7,
        counterparty: { id: creator.id, username: 'creator' },
        subject: { ...modelSubject, modelVersionId: version.id, versionName: 'v2' },
      },
      {
        kind: 'tipSent',
        label: 'Tip sent',
        amount: -3,
        counterparty: { id: creator.id, username: 'creator' },
        subject: { type: 'user', username: 'creator' },
      },
      {
        kind: 'tipSent',
        label: 'Tip sent',
        amount: -10,
        counterparty: { id: creator.id, username: 'creator' },
        subject: { ...modelSubject, modelVersionId: null, versionName: null },
      },
      { kind: 'dailyReward', label: 'Daily reward', amount: 5, counterparty: null, subject: null },
      { kind: 'voucher', label: 'Voucher redeemed', amount: 50, counterparty: null, subject: null },
      { kind: 'grant', label: 'Granted by the operator', amount: 100, counterparty: null, subject: null },
    ]);
    expect(page.ok && page.value.nextBefore).toBeNull();
  });

  it('labels a membership bought with Buzz and points it at the tiers', async () => {
    const { world, viewer, history } = await setup();
    await world.given.buzz(viewer, 600);
    const bought = await new BuyMembership(world.deps).execute(viewer, {
      tierId: 'monthly',
      idempotencyKey: 'm1',
    });
    expect(bought.ok).toBe(true);

    const page = await history.execute(viewer, {});
    const row = page.ok ? page.value.rows[0] : undefined;
    expect(row).toMatchObject({
      kind: 'membership',
      label: 'Membership',
      amount: -500,
      counterparty: null,
      subject: { type: 'membership' },
    });
  });

  it('pages by the last id seen: every entry once, in order, however new entries arrive meanwhile', async () => {
    const { world, viewer, history } = await setup();
    for (let i = 1; i <= 5; i++) await world.given.buzz(viewer, i);

    const first = await history.execute(viewer, { limit: 2 });
    const firstPage = first.ok ? first.value : { rows: [], nextBefore: null };
    await world.given.buzz(viewer, 99);
    const second = await history.execute(viewer, { limit: 2, before: firstPage.nextBefore });
    const secondPage = second.ok ? second.value : { rows: [], nextBefore: null };
    const third = await history.execute(viewer, { limit: 2, before: secondPage.nextBefore });
    const thirdPage = third.ok ? third.value : { rows: [], nextBefore: null };

    expect([firstPage, secondPage, thirdPage].map((p) => p.rows.map((row) => row.amount))).toEqual([
      [5, 4],
      [3, 2],
      [1],
    ]);
    expect(thirdPage.nextBefore).toBeNull();
  });

  it('shows nothing for someone without movements; leaves out a deleted model and person; anonymous must sign in', async () => {
    const { world, viewer, history } = await setup();
    expect(await history.execute(viewer, {})).toEqual({ ok: true, value: { rows: [], nextBefore: null } });

    const gone = await world.given.user(aUser().named('gone'));
    const owner = await world.given.user();
    const hidden = await world.given.model(aModel().ownedBy(owner).deleted());
    await world.given.buzz(gone, 10);
    await world.repos.ledger.transfer({
      idempotencyKey: 'x1',
      kind: 'tip',
      fromUserId: gone.id,
      toUserId: viewer.id,
      amount: 4,
      reference: `model:${hidden.id}`,
    });
    await world.repos.users.save({ ...gone, deletedAt: world.clock.now() });
    expect(await history.execute(viewer, {})).toMatchObject({
      ok: true,
      value: { rows: [{ kind: 'tipReceived', amount: 4, counterparty: null, subject: null }] },
    });
    expect(await history.execute(null, {})).toEqual({ ok: false, error: errors.signInRequired });
  });
});
