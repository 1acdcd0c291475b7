import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aModel, aUser, createTestWorld } from '../testing/index.js';
import { TipUser, type TipUserInput } from './tip-user.js';

const setUp = async (flags: { buzz?: boolean } = {}) => {
  const world = createTestWorld({ flags });
  const creator = await world.given.user(aUser().named('alice'));
  const fan = await world.given.user(aUser().named('bob'));
  await world.given.buzz(fan, 100);
  const model = await world.given.model(aModel().ownedBy(creator).published());
  const tip = new TipUser(world.deps);
  const input = (fields: Partial<TipUserInput> = {}): TipUserInput => ({
    toUserId: creator.id,
    amount: 25,
    entityType: 'model',
    entityId: model.id,
    idempotencyKey: 'tip-1',
    ...fields,
  });
  return { world, creator, fan, model, tip, input };
};

describe('TipUser', () => {
  it('moves the tip to the recipient and tells them', async () => {
    const { world, creator, fan, model, tip, input } = await setUp();

    const result = await tip.execute(fan, input());

    expect(result.ok && result.value).toMatchObject({
      kind: 'tip',
      fromUserId: fan.id,
      toUserId: creator.id,
      amount: 25,
      reference: `model:${model.id}`,
    });
    expect(await world.repos.ledger.balanceOf(fan.id)).toBe(75);
    expect(await world.repos.ledger.balanceOf(creator.id)).toBe(25);
    expect(world.notifier.sent).toEqual([
      {
        recipients: { userIds: [creator.id] },
        notification: { kind: 'tipReceived', message: 'bob tipped you 25 Buzz.' },
      },
    ]);
  });

  it('refuses tipping yourself', async () => {
    const { world, fan, tip, input } = await setUp();

    expect(await tip.execute(fan, input({ toUserId: fan.id }))).toEqual({
      ok: false,
      error: errors.cannotTipYourself,
    });
    expect(await world.repos.ledger.balanceOf(fan.id)).toBe(100);
  });

  it.each([0, -5, 2.5])('refuses an amount of %s', async (amount) => {
    const { fan, tip, input } = await setUp();
    expect(await tip.execute(fan, input({ amount }))).toEqual({ ok: false, error: errors.invalidBuzzAmount });
  });

  it('refuses tipping more than the balance and tells nobody', async () => {
    const { world, fan, tip, input } = await setUp();

    expect(await tip.execute(fan, input({ amount: 101 }))).toEqual({
      ok: false,
      error: errors.insufficientBuzz,
    });
    expect(await world.repos.ledger.balanceOf(fan.id)).toBe(100);
    expect(world.notifier.sent).toEqual([]);
  });

  it('answers not found for a missing recipient or a hidden model, and frozen for a deleted recipient', async () => {
    const { world, creator, fan, tip, input } = await setUp();
    const gone = await world.given.user(aUser().deleted());
    const hidden = await world.given.model(aModel().ownedBy(creator).unpublished());

    expect(await tip.execute(fan, input({ toUserId: 999 }))).toEqual({ ok: false, error: errors.notFound });
    expect(
      await tip.execute(fan, input({ toUserId: gone.id, entityType: 'user', entityId: gone.id })),
    ).toEqual({
      ok: false,
      error: errors.buzzAccountFrozen,
    });
    expect(await tip.execute(fan, input({ entityId: hidden.id }))).toEqual({
      ok: false,
      error: errors.notFound,
    });
  });

  it('moves Buzz once and notifies once for a repeated idempotency key', async () => {
    const { world, creator, fan, tip, input } = await setUp();

    const [first, second] = await Promise.all([tip.execute(fan, input()), tip.execute(fan, input())]);

    expect(first).toEqual(second);
    expect(await world.repos.ledger.balanceOf(creator.id)).toBe(25);
    expect(world.notifier.sent).toHaveLength(1);
  });

  it('asks anonymous visitors to sign in and refuses while Buzz is off', async () => {
    const on = await setUp();
    expect(await on.tip.execute(null, on.input())).toEqual({ ok: false, error: errors.signInRequired });
    const off = await setUp({ buzz: false });
    expect(await off.tip.execute(off.fan, off.input())).toEqual({ ok: false, error: errors.featureOff });
  });
});
