import { createHash } from 'node:crypto';
import { CONSOLE, CreateVouchers, errors, RedeemVoucher, type User } from '@atelier/domain';
import { aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { ledgerTotals, netOfEntries, transferOf } from './testing/ledger-helpers.js';
import { useKnexWorld } from './testing/use-knex-world.js';

describe.each(databases)('Buzz vouchers and the paged history on $name', (database) => {
  const world = useKnexWorld(database);

  const issue = async (amount: number, count = 1): Promise<string[]> => {
    const issued = await new CreateVouchers(world().deps).execute(CONSOLE, { amount, count });
    if (!issued.ok) throw new Error(issued.error.message);
    return issued.value.codes;
  };

  /** Ledger invariants: the sum of balances is what was minted minus what was spent; no balance is negative. */
  const expectInvariants = async () => {
    const totals = await ledgerTotals(world().knex);
    expect(totals.balances).toBe(totals.minted - totals.spent);
    const negative = await world().knex('buzz_accounts').where('balance', '<', 0).first();
    expect(negative).toBeUndefined();
    return totals;
  };

  it('stores a digest of each code, never the code itself', async () => {
    const codes = await issue(10, 3);
    const rows: unknown[] = await world().knex('buzz_vouchers').select('*').orderBy('id');
    const stored = JSON.stringify(rows);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll('-', ''));
    }
    expect(rows.map((row) => (row as { code_digest: string }).code_digest)).toEqual(
      codes.map((code) => createHash('sha256').update(code).digest('hex')),
    );
    expect(await world().repos.vouchers.paymentOf(codes[0] ?? '')).toMatchObject({
      amount: 10,
      creditedTo: null,
    });
    expect(await world().repos.vouchers.paymentOf('0000-0000-0000-0000')).toBeNull();
  });

  it('issues the largest batch, a thousand distinct codes, in one go', async () => {
    const codes = await issue(5, 1000);
    expect(new Set(codes).size).toBe(1000);
    const [{ n }] = (await world().knex('buzz_vouchers').count({ n: '*' })) as [{ n: number | string }];
    expect(Number(n)).toBe(1000);
  });

  it('50 people redeeming one code at once: exactly one credit, the other 49 told it was used', async () => {
    const w = world();
    const [code = ''] = await issue(250);
    const people: User[] = [];
    for (let i = 0; i < 50; i++) people.push(await w.given.user(aUser().named(`redeemer${i}`)));
    await w.given.buzz(people[0] as User, 5);

    const results = await Promise.all(
      people.map((person) => new RedeemVoucher(w.deps).execute(person, { code })),
    );

    const credited = results.filter((result) => result.ok);
    expect(credited).toEqual([
      { ok: true, value: { amount: 250, balance: expect.any(Number), replayed: false } },
    ]);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 49 }, () => ({ ok: false, error: errors.voucherUsed })),
    );
    const entries = await w.knex('buzz_ledger_entries').where('idempotency_key', `voucher:${code}`);
    expect(entries).toHaveLength(1);
    const winner = people.find((person) => person.id === entries[0].to_user_id) as User;
    expect(await w.repos.vouchers.paymentOf(code)).toMatchObject({ creditedTo: winner.id });
    for (const person of people) {
      expect(await w.repos.ledger.balanceOf(person.id)).toBe(await netOfEntries(w.repos.ledger, person.id));
    }
    const totals = await expectInvariants();
    expect(totals).toMatchObject({ minted: 255, balances: 255, spent: 0 });
  });

  it('one person redeeming one code 50 times at once: one credit, 49 answered with it (replayed)', async () => {
    const w = world();
    const [code = ''] = await issue(40);
    const person = await w.given.user();

    const results = await Promise.all(
      Array.from({ length: 50 }, () => new RedeemVoucher(w.deps).execute(person, { code })),
    );

    expect(results.every((result) => result.ok && result.value.amount === 40)).toBe(true);
    expect(results.filter((result) => result.ok && !result.value.replayed)).toHaveLength(1);
    expect(await w.repos.ledger.balanceOf(person.id)).toBe(40);
    expect(await expectInvariants()).toMatchObject({ minted: 40, entries: 1 });
  });

  it('an unknown or used code changes nothing', async () => {
    const w = world();
    const [code = ''] = await issue(40);
    const first = await w.given.user();
    const second = await w.given.user();
    await new RedeemVoucher(w.deps).execute(first, { code });
    const before = await ledgerTotals(w.knex);

    expect(await new RedeemVoucher(w.deps).execute(second, { code })).toEqual({
      ok: false,
      error: errors.voucherUsed,
    });
    expect(await new RedeemVoucher(w.deps).execute(second, { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' })).toEqual({
      ok: false,
      error: errors.voucherUnknown,
    });
    expect(await ledgerTotals(w.knex)).toEqual(before);
    expect(await w.repos.vouchers.paymentOf(code)).toMatchObject({ creditedTo: first.id });
  });

  it('historyOf pages a user’s sent and received entries newest first, by the last id seen', async () => {
    const w = world();
    const [me, other] = [await w.given.user(), await w.given.user()];
    await w.repos.ledger.transfer(transferOf(null, me.id, 100));
    await w.repos.ledger.transfer(transferOf(null, other.id, 100));
    for (let i = 1; i <= 6; i++) {
      await w.repos.ledger.transfer(
        i % 2 === 0 ? transferOf(me.id, other.id, i) : transferOf(other.id, me.id, i),
      );
    }
    await w.repos.ledger.transfer(transferOf(null, other.id, 7));

    const amounts = async (before: number | null, limit: number) =>
      (await w.repos.ledger.historyOf(me.id, { before, limit })).map((entry) => [entry.id, entry.amount]);

    const first = await amounts(null, 3);
    expect(first.map(([, amount]) => amount)).toEqual([6, 5, 4]);
    const second = await amounts(first.at(-1)?.[0] ?? null, 3);
    expect(second.map(([, amount]) => amount)).toEqual([3, 2, 1]);
    const third = await amounts(second.at(-1)?.[0] ?? null, 3);
    expect(third.map(([, amount]) => amount)).toEqual([100]);
    expect(await amounts(third.at(-1)?.[0] ?? null, 3)).toEqual([]);
  });
});
