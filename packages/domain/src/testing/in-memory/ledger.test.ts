import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transfer } from '../../buzz/buzz.js';
import { errors } from '../../shared/errors.js';
import { FixedClock } from './clock.js';
import { InMemoryDatabase } from './database.js';
import { InMemoryLedger } from './ledger.js';

const newLedger = () => new InMemoryLedger(new InMemoryDatabase(new FixedClock()));

let keys = 0;
const mint = (toUserId: number, amount: number): Transfer => ({
  idempotencyKey: `mint-${++keys}`,
  kind: 'mint',
  fromUserId: null,
  toUserId,
  amount,
  reference: null,
});
const tip = (
  fromUserId: number,
  toUserId: number | null,
  amount: number,
  key = `tip-${++keys}`,
): Transfer => ({
  idempotencyKey: key,
  kind: 'tip',
  fromUserId,
  toUserId,
  amount,
  reference: 'model:1',
});

describe('InMemoryLedger', () => {
  it('opens accounts at 0 and mints when there is no sender', async () => {
    const ledger = newLedger();
    expect(await ledger.balanceOf(7)).toBe(0);

    const result = await ledger.transfer(mint(7, 100));

    expect(result.ok).toBe(true);
    expect(await ledger.balanceOf(7)).toBe(100);
    expect(await ledger.entriesOf(7)).toEqual([
      expect.objectContaining({ kind: 'mint', amount: 100, toUserId: 7 }),
    ]);
  });

  it('moves Buzz between users and spends to the site when there is no recipient', async () => {
    const ledger = newLedger();
    await ledger.transfer(mint(1, 100));

    await ledger.transfer(tip(1, 2, 30));
    await ledger.transfer(tip(1, null, 20));

    expect(await ledger.balanceOf(1)).toBe(50);
    expect(await ledger.balanceOf(2)).toBe(30);
    expect((await ledger.entriesOf(1)).map((e) => e.amount)).toEqual([100, 30, 20]);
  });

  it('refuses a debit above the balance and writes nothing', async () => {
    const ledger = newLedger();
    await ledger.transfer(mint(1, 50));

    const result = await ledger.transfer(tip(1, 2, 51));

    expect(result).toEqual({ ok: false, error: errors.insufficientBuzz });
    expect(await ledger.balanceOf(1)).toBe(50);
    expect(await ledger.balanceOf(2)).toBe(0);
    expect(await ledger.entriesOf(2)).toEqual([]);
  });

  it('allows a debit of exactly the balance', async () => {
    const ledger = newLedger();
    await ledger.transfer(mint(1, 50));

    expect((await ledger.transfer(tip(1, 2, 50))).ok).toBe(true);
    expect(await ledger.balanceOf(1)).toBe(0);
  });

  it.each([0, -10, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the amount %s', async (amount) => {
    const ledger = newLedger();
    await ledger.transfer(mint(1, 100));

    expect(await ledger.transfer(tip(1, 2, amount))).toEqual({ ok: false, error: errors.invalidBuzzAmount });
    expect(await ledger.transfer(mint(3, amount))).toEqual({ ok: false, error: errors.invalidBuzzAmount });
    expect(await ledger.balanceOf(1)).toBe(100);
    expect(await ledger.entriesOf(2)).toEqual([]);
    expect(await ledger.entriesOf(3)).toEqual([]);
  });

  it('answers a repeated transfer with its first entry and moves nothing twice', async () => {
    const ledger = newLedger();
    await ledger.transfer(mint(1, 100));
    const first = await ledger.transfer(tip(1, 2, 40, 'tip-once'));

    const again = await ledger.transfer(tip(1, 2, 40, 'tip-once'));

    expect(first.ok && first.value.replayed).toBe(false);
    expect(again).toEqual(
      first.ok ? { ok: true, value: { entry: first.value.entry, replayed: true } } : first,
    );
    expect(await ledger.balanceOf(1)).toBe(60);
    expect(await ledger.balanceOf(2)).toBe(40);
    expect(await ledger.entriesOf(2)).toHaveLength(1);
  });

  it('refuses a key reused with different details', async () => {
    const ledger = newLedger();
    await ledger.transfer(mint(1, 100));
    await ledger.transfer(tip(1, 2, 40, 'tip-once'));

    const changes: Partial<Transfer>[] = [
      { amount: 41 },
      { toUserId: 3 },
      { kind: 'donation' },
      { reference: null },
    ];
    for (const change of changes) {
      const result = await ledger.transfer({ ...tip(1, 2, 40, 'tip-once'), ...change });
      expect(result).toEqual({ ok: false, error: errors.idempotencyKeyReused });
    }
    expect(await ledger.balanceOf(1)).toBe(60);
    expect(await ledger.balanceOf(3)).toBe(0);
  });

  it('lets a key be used again after its transfer failed, since nothing was written', async () => {
    const ledger = newLedger();
    expect((await ledger.transfer(tip(1, 2, 40, 'retry'))).ok).toBe(false);
    await ledger.transfer(mint(1, 100));

    expect((await ledger.transfer(tip(1, 2, 40, 'retry'))).ok).toBe(true);
    expect(await ledger.balanceOf(2)).toBe(40);
  });

  it('keeps balances equal to their entries, never negative, and conserves Buzz except mints', async () => {
    const user = fc.integer({ min: 1, max: 4 });
    const op = fc.oneof(
      fc.record({ op: fc.constant('mint' as const), to: user, amount: fc.integer({ min: 1, max: 300 }) }),
      fc.record({
        op: fc.constant('transfer' as const),
        from: user,
        to: fc.option(user, { nil: null }),
        amount: fc.oneof(fc.integer({ min: -5, max: 400 }), fc.double({ min: -1, max: 400, noNaN: true })),
      }),
      fc.record({ op: fc.constant('replay' as const), pick: fc.nat(), changeAmount: fc.boolean() }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
        const ledger = newLedger();
        const model = new Map<number, number>();
        const written = new Map<string, Transfer>();
        const sent: Transfer[] = [];
        let minted = 0;
        let spentToSite = 0;

        for (const [i, step] of ops.entries()) {
          let transfer: Transfer;
          if (step.op === 'mint') transfer = { ...mint(step.to, step.amount), idempotencyKey: `k${i}` };
          else if (step.op === 'transfer') transfer = tip(step.from, step.to, step.amount, `k${i}`);
          else {
            const previous = sent[step.pick % Math.max(sent.length, 1)];
            if (previous === undefined) continue;
            transfer = step.changeAmount ? { ...previous, amount: previous.amount + 1 } : previous;
          }
          sent.push(transfer);

          const result = await ledger.transfer(transfer);

          const first = written.get(transfer.idempotencyKey);
          const balance =
            transfer.fromUserId === null ? Number.POSITIVE_INFINITY : (model.get(transfer.fromUserId) ?? 0);
          if (first !== undefined) {
            expect(result).toEqual(
              first.amount === transfer.amount
                ? {
                    ok: true,
                    value: {
                      entry: expect.objectContaining({ ...first, createdAt: expect.any(Date) }),
                      replayed: true,
                    },
                  }
                : { ok: false, error: errors.idempotencyKeyReused },
            );
          } else if (!Number.isInteger(transfer.amount) || transfer.amount <= 0) {
            expect(result).toEqual({ ok: false, error: errors.invalidBuzzAmount });
          } else if (balance < transfer.amount) {
            expect(result).toEqual({ ok: false, error: errors.insufficientBuzz });
          } else {
            expect(result.ok).toBe(true);
            written.set(transfer.idempotencyKey, transfer);
            if (transfer.fromUserId === null) minted += transfer.amount;
            else model.set(transfer.fromUserId, balance - transfer.amount);
            if (transfer.toUserId === null) spentToSite += transfer.amount;
            else model.set(transfer.toUserId, (model.get(transfer.toUserId) ?? 0) + transfer.amount);
          }

          let total = 0;
          for (const id of [1, 2, 3, 4]) {
            const held = await ledger.balanceOf(id);
            const entries = await ledger.entriesOf(id);
            const net = entries.reduce(
              (sum, e) => sum + (e.toUserId === id ? e.amount : 0) - (e.fromUserId === id ? e.amount : 0),
              0,
            );
            expect(held).toBeGreaterThanOrEqual(0);
            expect(held).toBe(net);
            expect(held).toBe(model.get(id) ?? 0);
            total += held;
          }
          expect(total).toBe(minted - spentToSite);
        }
      }),
      { numRuns: 200 },
    );
  });
});
