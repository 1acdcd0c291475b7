import { errors, type Result, type TransferReceipt } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { ledgerTotals, netOfEntries, transferOf } from './testing/ledger-helpers.js';
import { useKnexWorld } from './testing/use-knex-world.js';

describe.each(databases)('KnexLedger on $name', (database) => {
  const world = useKnexWorld(database);
  const users = async (count: number) => {
    const made = [];
    for (let i = 0; i < count; i++) made.push(await world().given.user());
    return made.map((user) => user.id);
  };

  it('opens accounts at 0 and mints when there is no sender', async () => {
    const { ledger } = world().repos;
    const [a] = (await users(1)) as [number];
    expect(await ledger.balanceOf(a)).toBe(0);

    const result = await ledger.transfer(transferOf(null, a, 100, { reference: 'signup' }));

    expect(result).toEqual({
      ok: true,
      value: {
        replayed: false,
        entry: expect.objectContaining({
          kind: 'mint',
          fromUserId: null,
          toUserId: a,
          amount: 100,
          reference: 'signup',
        }),
      },
    });
    expect(await ledger.balanceOf(a)).toBe(100);
    expect(await ledger.entriesOf(a)).toEqual([result.ok && result.value.entry]);
    expect(result.ok && result.value.entry.createdAt).toEqual(world().clock.now());
  });

  it('moves Buzz between users and spends to the site when there is no recipient', async () => {
    const { ledger } = world().repos;
    const [a, b] = (await users(2)) as [number, number];
    await ledger.transfer(transferOf(null, a, 100));

    await ledger.transfer(transferOf(a, b, 30));
    await ledger.transfer(transferOf(a, null, 20, { kind: 'publish' }));

    expect(await ledger.balanceOf(a)).toBe(50);
    expect(await ledger.balanceOf(b)).toBe(30);
    expect((await ledger.entriesOf(a)).map((e) => [e.kind, e.amount])).toEqual([
      ['mint', 100],
      ['tip', 30],
      ['publish', 20],
    ]);
    expect(await netOfEntries(ledger, a)).toBe(50);
  });

  it('refuses a debit above the balance, or from an account never opened, and writes nothing', async () => {
    const { ledger } = world().repos;
    const [a, b, never] = (await users(3)) as [number, number, number];
    await ledger.transfer(transferOf(null, a, 50));

    expect(await ledger.transfer(transferOf(a, b, 51))).toEqual({
      ok: false,
      error: errors.insufficientBuzz,
    });
    expect(await ledger.transfer(transferOf(never, b, 1))).toEqual({
      ok: false,
      error: errors.insufficientBuzz,
    });
    expect(await ledger.balanceOf(a)).toBe(50);
    expect(await ledger.balanceOf(b)).toBe(0);
    expect(await ledger.entriesOf(b)).toEqual([]);
  });

  it('allows a debit of exactly the balance', async () => {
    const { ledger } = world().repos;
    const [a, b] = (await users(2)) as [number, number];
    await ledger.transfer(transferOf(null, a, 50));

    expect((await ledger.transfer(transferOf(a, b, 50))).ok).toBe(true);
    expect(await ledger.balanceOf(a)).toBe(0);
  });

  it.each([0, -10, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses the amount %s',
    async (amount) => {
      const { ledger } = world().repos;
      const [a, b] = (await users(2)) as [number, number];
      await ledger.transfer(transferOf(null, a, 100));

      expect(await ledger.transfer(transferOf(a, b, amount))).toEqual({
        ok: false,
        error: errors.invalidBuzzAmount,
      });
      expect(await ledger.transfer(transferOf(null, b, amount))).toEqual({
        ok: false,
        error: errors.invalidBuzzAmount,
      });
      expect(await ledger.balanceOf(a)).toBe(100);
      expect(await ledger.entriesOf(b)).toEqual([]);
    },
  );

  it('refuses a transfer with neither sender nor recipient as a bug', async () => {
    await expect(world().repos.ledger.transfer(transferOf(null, null, 5))).rejects.toThrow(
      /sender or a recipient/,
    );
  });

  it('answers a repeated transfer with its first entry, marked replayed, and moves nothing twice', async () => {
    const { ledger } = world().repos;
    const [a, b] = (await users(2)) as [number, number];
    await ledger.transfer(transferOf(null, a, 100));
    const tip = transferOf(a, b, 40, { reference: 'model:1' });
    const first = await ledger.transfer(tip);

    const again = await ledger.transfer(tip);

    expect(first.ok && first.value.replayed).toBe(false);
    expect(again).toEqual({ ok: true, value: { entry: first.ok && first.value.entry, replayed: true } });
    expect(await ledger.balanceOf(a)).toBe(60);
    expect(await ledger.balanceOf(b)).toBe(40);
    expect(await ledger.entriesOf(b)).toHaveLength(1);
  });

  it('finds the entry stored under an idempotency key, and nothing under a key never used', async () => {
    const { ledger } = world().repos;
    const [a, b] = (await users(2)) as [number, number];
    await ledger.transfer(transferOf(null, a, 100));
    const tip = transferOf(a, b, 40, { reference: 'model:1' });
    const first = await ledger.transfer(tip);

    expect(await ledger.entryOf(tip.idempotencyKey)).toEqual(first.ok && first.value.entry);
    expect(await ledger.entryOf('never-used')).toBeNull();
  });

  it('replays a finished debit even when the sender could no longer afford it', async () => {
    const { ledger } = world().repos;
    const [a, b] = (await users(2)) as [number, number];
    await ledger.transfer(transferOf(null, a, 50));
    const tip = transferOf(a, b, 40);
    const first = await ledger.transfer(tip);

    expect(await ledger.transfer(tip)).toEqual({
      ok: true,
      value: { entry: first.ok && first.value.entry, replayed: true },
    });
    expect(await ledger.balanceOf(a)).toBe(10);
  });

  it('refuses a key reused with different details, and moves nothing', async () => {
    const { ledger } = world().repos;
    const [a, b, c] = (await users(3)) as [number, number, number];
    await ledger.transfer(transferOf(null, a, 100));
    const tip = transferOf(a, b, 40, { reference: 'model:1' });
    await ledger.transfer(tip);

    for (const change of [
      { amount: 41 },
      { amount: 0.5 },
      { toUserId: c },
      { kind: 'donation' as const },
      { reference: null },
    ]) {
      expect(await ledger.transfer({ ...tip, ...change })).toEqual({
        ok: false,
        error: errors.idempotencyKeyReused,
      });
    }
    expect(await ledger.balanceOf(a)).toBe(60);
    expect(await ledger.balanceOf(c)).toBe(0);
  });

  it('lets a key be used again after its transfer failed, since nothing was written', async () => {
    const { ledger } = world().repos;
    const [a, b] = (await users(2)) as [number, number];
    const tip = transferOf(a, b, 40);
    expect((await ledger.transfer(tip)).ok).toBe(false);
    await ledger.transfer(transferOf(null, a, 100));

    expect((await ledger.transfer(tip)).ok).toBe(true);
    expect(await ledger.balanceOf(b)).toBe(40);
  });

  it('keeps entries append-only and balances non-negative even against direct SQL', async () => {
    const { knex, repos } = world();
    const [a] = (await users(1)) as [number];
    await repos.ledger.transfer(transferOf(null, a, 10));

    await expect(knex('buzz_ledger_entries').update({ amount: 1 })).rejects.toThrow(/append-only/);
    await expect(knex('buzz_ledger_entries').delete()).rejects.toThrow(/append-only/);
    await expect(knex('buzz_accounts').where('user_id', a).update({ balance: -1 })).rejects.toThrow(
      /check|constraint/i,
    );
    await expect(
      knex('buzz_ledger_entries').insert({
        idempotency_key: 'x',
        kind: 'mint',
        to_user_id: a,
        amount: 0,
        created_at: new Date(),
      }),
    ).rejects.toThrow(/check|constraint/i);
    expect(await repos.ledger.balanceOf(a)).toBe(10);
  });

  it('(a) 50 concurrent spends of 10 from 100: exactly 10 succeed, 40 are refused, nothing else happens', async () => {
    const { repos, knex } = world();
    const [spender] = (await users(1)) as [number];
    await repos.ledger.transfer(transferOf(null, spender, 100));

    const settled = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        repos.ledger.transfer(transferOf(spender, null, 10, { kind: 'publish' })),
      ),
    );

    const thrown = settled.filter((s) => s.status === 'rejected');
    const results = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    expect(thrown).toEqual([]); // no SQLITE_BUSY, no deadlock, no serialization failure
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok && r.error === errors.insufficientBuzz)).toHaveLength(40);
    expect(await repos.ledger.balanceOf(spender)).toBe(0);
    expect(await netOfEntries(repos.ledger, spender)).toBe(0);
    expect(await ledgerTotals(knex)).toEqual({ balances: 0, minted: 100, spent: 100, entries: 11 });
  });

  it('(a) the same through 50 concurrent units of work, each spending as its first write', async () => {
    const { repos, uow, knex } = world();
    const [spender, creator] = (await users(2)) as [number, number];
    const version = await world().given.version();
    await repos.ledger.transfer(transferOf(null, spender, 100));

    const settled = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        uow.run(async (r) => {
          const paid = await r.ledger.transfer(
            transferOf(spender, creator, 10, { idempotencyKey: `buy-${i}` }),
          );
          if (paid.ok)
            await r.earlyAccessPurchases.grant(spender, version.id, i % 2 === 0 ? 'download' : 'generation');
          return paid;
        }),
      ),
    );

    const results = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok && r.error === errors.insufficientBuzz)).toHaveLength(40);
    expect([await repos.ledger.balanceOf(spender), await repos.ledger.balanceOf(creator)]).toEqual([0, 100]);
    expect(await ledgerTotals(knex)).toEqual({ balances: 100, minted: 100, spent: 0, entries: 11 });
  });

  const scenarios = [
    { name: 'a tip the sender can afford many times', mint: 1000, from: true },
    { name: 'a tip the sender can afford once', mint: 50, from: true },
    { name: 'a mint', mint: 0, from: false },
  ];

  it.each(scenarios)(
    '(b) one key sent 20 times at once, then retried: one entry, one answer ($name)',
    async ({ mint, from }) => {
      const { repos, knex } = world();
      const [sender, receiver] = (await users(2)) as [number, number];
      if (mint > 0) await repos.ledger.transfer(transferOf(null, sender, mint));
      const transfer = transferOf(from ? sender : null, receiver, 40, {
        idempotencyKey: 'the-one-key',
        kind: from ? 'tip' : 'mint',
      });

      const concurrent = await Promise.all(Array.from({ length: 20 }, () => repos.ledger.transfer(transfer)));
      const retries: Result<TransferReceipt>[] = [];
      for (let i = 0; i < 5; i++) retries.push(await repos.ledger.transfer(transfer));
      const answers = [...concurrent, ...retries];

      const entries = answers.map((r) => (r.ok ? r.value.entry : r.error));
      expect(new Set(entries.map((e) => JSON.stringify(e))).size).toBe(1);
      expect(answers.every((r) => r.ok)).toBe(true);
      expect(answers.filter((r) => r.ok && !r.value.replayed)).toHaveLength(1);
      expect(await repos.ledger.balanceOf(receiver)).toBe(40);
      expect(await repos.ledger.balanceOf(sender)).toBe(from ? mint - 40 : 0);
      expect(
        Number(
          (
            await knex('buzz_ledger_entries')
              .where('idempotency_key', 'the-one-key')
              .count({ n: '*' })
              .first()
          )?.n,
        ),
      ).toBe(1);
      const totals = await ledgerTotals(knex);
      expect(totals.balances).toBe(totals.minted - totals.spent);
    },
  );

  it('(b) one key sent by 20 concurrent units of work: one entry, every run answered and committed', async () => {
    const { repos, uow } = world();
    const [buyer, creator] = (await users(2)) as [number, number];
    const version = await world().given.version();
    await repos.ledger.transfer(transferOf(null, buyer, 1000));
    const purchase = transferOf(buyer, creator, 100, {
      idempotencyKey: 'purchase-once',
      kind: 'earlyAccess',
    });

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        uow.run(async (r) => {
          const paid = await r.ledger.transfer(purchase);
          // The run goes on after a replay (the savepoint rolled back only the repeated transfer).
          if (paid.ok) await r.earlyAccessPurchases.grant(buyer, version.id, 'download');
          return paid;
        }),
      ),
    );

    expect(new Set(answers.map((r) => JSON.stringify(r.ok && r.value.entry))).size).toBe(1);
    expect(answers.filter((r) => r.ok && !r.value.replayed)).toHaveLength(1);
    expect(answers.filter((r) => r.ok && r.value.replayed)).toHaveLength(19);
    expect([await repos.ledger.balanceOf(buyer), await repos.ledger.balanceOf(creator)]).toEqual([900, 100]);
    expect(await repos.earlyAccessPurchases.accessOf(buyer, version.id)).toEqual({
      download: true,
      generation: false,
    });
  });

  it('retries crossing transfers that deadlock, so concurrent tips both ways all settle', async () => {
    const { repos, knex } = world();
    const [a, b] = (await users(2)) as [number, number];
    await repos.ledger.transfer(transferOf(null, a, 1000));
    await repos.ledger.transfer(transferOf(null, b, 1000));

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        repos.ledger.transfer(i % 2 === 0 ? transferOf(a, b, 7) : transferOf(b, a, 5)),
      ),
    );

    expect(results.every((r) => r.ok)).toBe(true);
    expect(await repos.ledger.balanceOf(a)).toBe(1000 - 5 * 7 + 5 * 5);
    expect(await repos.ledger.balanceOf(b)).toBe(1000 + 5 * 7 - 5 * 5);
    expect(await ledgerTotals(knex)).toEqual({ balances: 2000, minted: 2000, spent: 0, entries: 12 });
  });
});
