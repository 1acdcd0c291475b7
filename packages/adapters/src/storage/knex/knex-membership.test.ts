import { BuyMembership, errors } from '@atelier/domain';
import { aUser, DEFAULT_NOW } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const DAY = 24 * 60 * 60 * 1000;
const daysLater = (days: number) => new Date(DEFAULT_NOW.getTime() + days * DAY);

describe.each(databases)('membership over Knex on $name', (database) => {
  const world = useKnexWorld(database);

  const buyerWith = async (buzz: number) => {
    const w = world();
    const buyer = await w.given.user();
    await w.given.buzz(buyer, buzz);
    const state = async () => ({
      balance: await w.repos.ledger.balanceOf(buyer.id),
      entries: (await w.repos.ledger.entriesOf(buyer.id)).length,
      user: await w.repos.users.ofId(buyer.id),
    });
    return { w, buyer, buy: new BuyMembership(w.deps), state };
  };

  it('stores the expiry and reads the user as a member only before it', async () => {
    const { w, buyer, buy } = await buyerWith(500);
    expect((await buy.execute(buyer, { tierId: 'monthly', idempotencyKey: 'k1' })).ok).toBe(true);

    expect(await w.repos.users.ofId(buyer.id)).toMatchObject({ isMember: true, memberUntil: daysLater(30) });
    w.clock.set(daysLater(30));
    expect(await w.repos.users.ofId(buyer.id)).toMatchObject({ isMember: false, memberUntil: daysLater(30) });
    expect((await w.repos.users.ofIds([buyer.id]))[0]).toMatchObject({ isMember: false });
    expect(await w.repos.users.ofUsername(buyer.username)).toMatchObject({ isMember: false });
  });

  it('is atomic: a purchase refused after the debit (made a member without expiry meanwhile) charges nothing', async () => {
    const { w, buyer, buy, state } = await buyerWith(800);
    // The viewer as the request read it; the account is then made a member without expiry by the CLI.
    await w.repos.users.save({ ...buyer, isMember: true, memberUntil: null });
    const before = await state();

    expect(await buy.execute(buyer, { tierId: 'monthly', idempotencyKey: 'k1' })).toEqual({
      ok: false,
      error: errors.membershipWithoutExpiry,
    });
    expect(await state()).toEqual(before);
    expect(await w.repos.ledger.entryOf(`membership:${buyer.id}:monthly:k1`)).toBeNull();
  });

  it('refuses when Buzz is short and changes nothing', async () => {
    const { buyer, buy, state } = await buyerWith(499);
    const before = await state();
    expect(await buy.execute(buyer, { tierId: 'monthly', idempotencyKey: 'k1' })).toEqual({
      ok: false,
      error: errors.insufficientBuzz,
    });
    expect(await state()).toEqual(before);
  });

  it('charges once and extends once for a replayed key, even under 20 concurrent purchases with it', async () => {
    const { buyer, buy, state } = await buyerWith(5000);

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => buy.execute(buyer, { tierId: 'monthly', idempotencyKey: 'same' })),
    );

    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes.filter((outcome) => outcome.ok && !outcome.value.replayed)).toHaveLength(1);
    expect(await state()).toMatchObject({ balance: 4500, entries: 2, user: { memberUntil: daysLater(30) } });
  });

  it('extends once per paid purchase when different keys buy at the same time (no lost extension)', async () => {
    const { buyer, buy, state } = await buyerWith(5000);

    const outcomes = await Promise.all(
      ['a', 'b', 'c', 'd'].map((key) => buy.execute(buyer, { tierId: 'monthly', idempotencyKey: key })),
    );

    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(await state()).toMatchObject({ balance: 3000, entries: 5, user: { memberUntil: daysLater(120) } });
  });

  it('keeps a membership without expiry (CLI-made) a member at any time', async () => {
    const w = world();
    const member = await w.given.user(aUser().member());
    w.clock.set(daysLater(10_000));
    expect(await w.repos.users.ofId(member.id)).toMatchObject({ isMember: true, memberUntil: null });
  });
});
