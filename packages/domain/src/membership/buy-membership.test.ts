import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aUser, createTestWorld } from '../testing/index.js';
import { MEMBER_VAULT_KB } from '../users/roles.js';
import { BuyMembership } from './buy-membership.js';
import { GetMembershipTiers, GetMyMembership } from './get-membership.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-02-01T00:00:00Z');
const in30Days = new Date(NOW.getTime() + 30 * DAY);

const setup = async () => {
  const world = createTestWorld({ now: NOW });
  const buyer = await world.given.user();
  const buy = new BuyMembership(world.deps);
  const state = async () => ({
    balance: await world.repos.ledger.balanceOf(buyer.id),
    user: await world.repos.users.ofId(buyer.id),
  });
  /** The buyer as the edge would read them now. */
  const viewer = async () => world.repos.users.ofId(buyer.id);
  return { world, buyer, buy, state, viewer };
};

describe('BuyMembership', () => {
  it('debits the tier price and makes the buyer a member for its duration, with its vault', async () => {
    const { world, buyer, buy, state } = await setup();
    await world.given.buzz(buyer, 800);

    const bought = await buy.execute(buyer, { tierId: 'monthly', idempotencyKey: 'k1' });

    expect(bought).toEqual({
      ok: true,
      value: {
        replayed: false,
        membership: { isMember: true, memberUntil: in30Days, vaultStorageKb: 10 * 1024 * 1024, balance: 300 },
      },
    });
    expect(await state()).toMatchObject({
      balance: 300,
      user: { isMember: true, memberUntil: in30Days, vaultStorageKb: 10 * 1024 * 1024 },
    });
    expect((await world.repos.ledger.entriesOf(buyer.id)).at(-1)).toMatchObject({
      idempotencyKey: `membership:${buyer.id}:monthly:k1`,
      kind: 'membership',
      fromUserId: buyer.id,
      toUserId: null,
      amount: 500,
      reference: 'membershipTier:monthly',
    });
  });

  it('extends a running membership from its expiry, and a lapsed one from now', async () => {
    const { world, buyer, buy, viewer } = await setup();
    await world.given.buzz(buyer, 1500);
    await buy.execute(await viewer(), { tierId: 'monthly', idempotencyKey: 'a' });

    world.clock.advance(10 * DAY);
    const extended = await buy.execute(await viewer(), { tierId: 'monthly', idempotencyKey: 'b' });
    expect(extended).toMatchObject({
      ok: true,
      value: { membership: { memberUntil: new Date(NOW.getTime() + 60 * DAY) } },
    });

    world.clock.advance(100 * DAY);
    expect(await viewer()).toMatchObject({ isMember: false });
    const renewed = await buy.execute(await viewer(), { tierId: 'monthly', idempotencyKey: 'c' });
    expect(renewed).toMatchObject({
      ok: true,
      value: { membership: { isMember: true, memberUntil: new Date(NOW.getTime() + 140 * DAY) } },
    });
  });

  it('charges once for a repeated key and answers like the first purchase', async () => {
    const { world, buyer, buy, state } = await setup();
    await world.given.buzz(buyer, 1200);
    await buy.execute(buyer, { tierId: 'monthly', idempotencyKey: 'same' });

    const again = await buy.execute(buyer, { tierId: 'monthly', idempotencyKey: 'same' });

    expect(again).toMatchObject({
      ok: true,
      value: { replayed: true, membership: { memberUntil: in30Days, balance: 700 } },
    });
    expect(await state()).toMatchObject({ balance: 700, user: { memberUntil: in30Days } });
  });

  it('refuses when Buzz is short and changes nothing', async () => {
    const { world, buyer, buy, state } = await setup();
    await world.given.buzz(buyer, 499);
    const before = await state();

    expect(await buy.execute(buyer, { tierId: 'monthly', idempotencyKey: 'k' })).toEqual({
      ok: false,
      error: errors.insufficientBuzz,
    });
    expect(await state()).toEqual(before);
    expect(before).toMatchObject({
      balance: 499,
      user: { isMember: false, memberUntil: null, vaultStorageKb: 0 },
    });
  });

  it('refuses an unknown tier, a member without expiry, and anonymous visitors, charging nothing', async () => {
    const { world, buyer, buy, state } = await setup();
    await world.given.buzz(buyer, 5000);
    const forever = await world.given.user(aUser().member());
    await world.given.buzz(forever, 5000);

    expect(await buy.execute(buyer, { tierId: 'lifetime', idempotencyKey: 'k' })).toEqual({
      ok: false,
      error: errors.membershipTierUnknown,
    });
    expect(await buy.execute(forever, { tierId: 'monthly', idempotencyKey: 'k' })).toEqual({
      ok: false,
      error: errors.membershipWithoutExpiry,
    });
    expect(await buy.execute(null, { tierId: 'monthly', idempotencyKey: 'k' })).toEqual({
      ok: false,
      error: errors.signInRequired,
    });
    world.flags.set('buzz', false);
    expect(await buy.execute(buyer, { tierId: 'monthly', idempotencyKey: 'k' })).toEqual({
      ok: false,
      error: errors.featureOff,
    });
    expect(await state()).toMatchObject({ balance: 5000, user: { isMember: false } });
    expect(await world.repos.ledger.balanceOf(forever.id)).toBe(5000);
    expect(await world.repos.users.ofId(forever.id)).toMatchObject({
      memberUntil: null,
      vaultStorageKb: MEMBER_VAULT_KB,
    });
  });
});

describe('GetMyMembership and GetMembershipTiers', () => {
  it('tell the viewer their membership as of now and balance, and list the tiers', async () => {
    const { world, buyer, buy } = await setup();
    await world.given.buzz(buyer, 600);
    await buy.execute(buyer, { tierId: 'monthly', idempotencyKey: 'k' });
    const mine = new GetMyMembership(world.deps);

    expect(await mine.execute(buyer)).toEqual({
      ok: true,
      value: { isMember: true, memberUntil: in30Days, vaultStorageKb: 10 * 1024 * 1024, balance: 100 },
    });
    world.clock.set(in30Days);
    expect(await mine.execute(buyer)).toEqual({
      ok: true,
      value: { isMember: false, memberUntil: in30Days, vaultStorageKb: 10 * 1024 * 1024, balance: 100 },
    });
    expect(await mine.execute(null)).toEqual({ ok: false, error: errors.signInRequired });
    expect(await new GetMembershipTiers(world.deps).execute()).toEqual({
      ok: true,
      value: world.deps.membershipTiers,
    });
  });
});
