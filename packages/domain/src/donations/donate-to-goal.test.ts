import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aDonationGoal, aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { DonateToGoal } from './donate-to-goal.js';

const nextWeek = new Date('2026-01-08T00:00:00Z');

const setUp = async (options: { buzz?: boolean } = {}) => {
  const world = createTestWorld({ flags: { buzz: options.buzz ?? true } });
  const creator = await world.given.user(aUser().named('alice'));
  const donor = await world.given.user(aUser().named('bob'));
  const model = await world.given.model(aModel().ownedBy(creator).published());
  const version = await world.given.version(aVersion().of(model).published().inEarlyAccess(nextWeek));
  await world.given.buzz(donor, 100);
  const donate = new DonateToGoal(world.deps);
  return { world, creator, donor, model, version, donate };
};

describe('DonateToGoal', () => {
  it("moves the donation to the goal's creator and adds it to the goal", async () => {
    const { world, creator, donor, version, donate } = await setUp();
    const goal = await world.given.goal(aDonationGoal().of(version).by(creator).amount(1000).total(100));

    const result = await donate.execute(donor, { donationGoalId: goal.id, amount: 30, idempotencyKey: 'd1' });

    expect(result).toEqual({ ok: true, value: { ...goal, total: 130 } });
    expect(await world.repos.ledger.balanceOf(donor.id)).toBe(70);
    expect(await world.repos.ledger.balanceOf(creator.id)).toBe(30);
    const [entry] = await world.repos.ledger.entriesOf(creator.id);
    expect(entry).toMatchObject({
      kind: 'donation',
      fromUserId: donor.id,
      reference: `donationGoal:${goal.id}`,
    });
    expect(world.notifier.sent).toEqual([
      {
        recipients: { userIds: [creator.id] },
        notification: { kind: 'donationReceived', message: `bob donated 30 Buzz to "${goal.title}".` },
      },
    ]);
  });

  it('closes a met goal and ends its early access now, telling who asked to be notified', async () => {
    const { world, creator, donor, version, donate } = await setUp();
    const goal = await world.given.goal(
      aDonationGoal().of(version).by(creator).amount(1000).total(990).earlyAccess(),
    );
    const fan = await world.given.user();
    await world.repos.notifySettings.set(fan.id, 'earlyAccess', version.id, true);

    const result = await donate.execute(donor, { donationGoalId: goal.id, amount: 10, idempotencyKey: 'd1' });

    expect(result).toEqual({ ok: true, value: { ...goal, total: 1000, active: false } });
    expect(await world.repos.donationGoals.ofId(goal.id)).toMatchObject({ total: 1000, active: false });
    expect((await world.repos.versions.ofId(version.id))?.earlyAccessEndsAt).toEqual(world.clock.now());
    expect(world.notifier.sent.map((sent) => [sent.recipients, sent.notification.kind])).toContainEqual([
      { userIds: [fan.id] },
      'earlyAccessEnded',
    ]);
  });

  it('closes a met goal that is not an early-access goal without touching early access', async () => {
    const { world, creator, donor, version, donate } = await setUp();
    const goal = await world.given.goal(aDonationGoal().of(version).by(creator).amount(1000).total(990));

    await donate.execute(donor, { donationGoalId: goal.id, amount: 20, idempotencyKey: 'd1' });

    expect(await world.repos.donationGoals.ofId(goal.id)).toMatchObject({ total: 1010, active: false });
    expect((await world.repos.versions.ofId(version.id))?.earlyAccessEndsAt).toEqual(nextWeek);
  });

  it('refuses donating to your own goal or to an inactive one, and moves nothing', async () => {
    const { world, creator, donor, version, donate } = await setUp();
    await world.given.buzz(creator, 100);
    const own = await world.given.goal(aDonationGoal().of(version).by(creator));
    const closed = await world.given.goal(aDonationGoal().of(version).by(creator).inactive());

    expect(
      await donate.execute(creator, { donationGoalId: own.id, amount: 10, idempotencyKey: 'a' }),
    ).toEqual({
      ok: false,
      error: errors.donateToOwnGoal,
    });
    expect(
      await donate.execute(donor, { donationGoalId: closed.id, amount: 10, idempotencyKey: 'b' }),
    ).toEqual({
      ok: false,
      error: errors.donationGoalInactive,
    });
    expect(await world.repos.ledger.balanceOf(donor.id)).toBe(100);
    expect(await world.repos.ledger.balanceOf(creator.id)).toBe(100);
  });

  it.each([0, 5, 15, 10.5, 100010])('refuses an amount of %s', async (amount) => {
    const { world, creator, donor, version, donate } = await setUp();
    const goal = await world.given.goal(aDonationGoal().of(version).by(creator));

    expect(await donate.execute(donor, { donationGoalId: goal.id, amount, idempotencyKey: 'd' })).toEqual({
      ok: false,
      error: errors.donationAmount,
    });
  });

  it('refuses with insufficient Buzz and changes nothing', async () => {
    const { world, creator, donor, version, donate } = await setUp();
    const goal = await world.given.goal(aDonationGoal().of(version).by(creator).total(50));

    expect(
      await donate.execute(donor, { donationGoalId: goal.id, amount: 110, idempotencyKey: 'd' }),
    ).toEqual({
      ok: false,
      error: errors.insufficientBuzz,
    });
    expect(await world.repos.donationGoals.ofId(goal.id)).toEqual(goal);
    expect(await world.repos.ledger.balanceOf(donor.id)).toBe(100);
    expect(world.notifier.sent).toEqual([]);
  });

  it('never overspends when donations race', async () => {
    const { world, creator, donor, version, donate } = await setUp();
    const goal = await world.given.goal(aDonationGoal().of(version).by(creator).amount(10_000));

    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        donate.execute(donor, { donationGoalId: goal.id, amount: 30, idempotencyKey: `d${n}` }),
      ),
    );

    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, error: errors.insufficientBuzz },
      { ok: false, error: errors.insufficientBuzz },
    ]);
    expect(await world.repos.ledger.balanceOf(donor.id)).toBe(10);
    expect(await world.repos.ledger.balanceOf(creator.id)).toBe(90);
    expect((await world.repos.donationGoals.ofId(goal.id))?.total).toBe(90);
  });

  it('refuses racing donations once one of them has met and closed the goal', async () => {
    const { world, creator, donor, version, donate } = await setUp();
    const goal = await world.given.goal(aDonationGoal().of(version).by(creator).amount(1000).total(980));

    const results = await Promise.all(
      ['a', 'b'].map((key) =>
        donate.execute(donor, { donationGoalId: goal.id, amount: 20, idempotencyKey: key }),
      ),
    );

    // Either may win the race on a real database; exactly one does, and the other is refused.
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, error: errors.donationGoalInactive },
    ]);
    expect(await world.repos.ledger.balanceOf(donor.id)).toBe(80);
    expect(await world.repos.donationGoals.ofId(goal.id)).toMatchObject({ total: 1000, active: false });
  });

  it('moves Buzz and counts the donation once when the same idempotency key is repeated', async () => {
    const { world, creator, donor, version, donate } = await setUp();
    const goal = await world.given.goal(aDonationGoal().of(version).by(creator).amount(1000));
    const input = { donationGoalId: goal.id, amount: 20, idempotencyKey: 'same' };

    const results = await Promise.all([donate.execute(donor, input), donate.execute(donor, input)]);
    const again = await donate.execute(donor, input);

    for (const result of [...results, again])
      expect(result).toEqual({ ok: true, value: { ...goal, total: 20 } });
    expect(await world.repos.ledger.balanceOf(donor.id)).toBe(80);
    expect(await world.repos.ledger.balanceOf(creator.id)).toBe(20);
    expect(world.notifier.sent).toHaveLength(1);
  });

  it('refuses reusing an idempotency key for a different donation', async () => {
    const { world, creator, donor, version, donate } = await setUp();
    const goal = await world.given.goal(aDonationGoal().of(version).by(creator).amount(1000));
    await donate.execute(donor, { donationGoalId: goal.id, amount: 20, idempotencyKey: 'same' });

    expect(
      await donate.execute(donor, { donationGoalId: goal.id, amount: 30, idempotencyKey: 'same' }),
    ).toEqual({
      ok: false,
      error: errors.idempotencyKeyReused,
    });
    expect((await world.repos.donationGoals.ofId(goal.id))?.total).toBe(20);
  });

  it('asks anonymous visitors to sign in and refuses while Buzz is off', async () => {
    const on = await setUp();
    const goal = await on.world.given.goal(aDonationGoal().of(on.version).by(on.creator));
    const input = { donationGoalId: goal.id, amount: 10, idempotencyKey: 'k' };
    expect(await on.donate.execute(null, input)).toEqual({ ok: false, error: errors.signInRequired });

    const off = await setUp({ buzz: false });
    const offGoal = await off.world.given.goal(aDonationGoal().of(off.version).by(off.creator));
    expect(await off.donate.execute(off.donor, { ...input, donationGoalId: offGoal.id })).toEqual({
      ok: false,
      error: errors.featureOff,
    });
  });

  it('answers not found for a missing goal or a goal of a hidden version', async () => {
    const { world, creator, donor, model, donate } = await setUp();
    const draft = await world.given.version(aVersion().of(model).draft());
    const hidden = await world.given.goal(aDonationGoal().of(draft).by(creator));

    for (const donationGoalId of [999, hidden.id]) {
      expect(await donate.execute(donor, { donationGoalId, amount: 10, idempotencyKey: 'k' })).toEqual({
        ok: false,
        error: errors.notFound,
      });
    }
  });
});
