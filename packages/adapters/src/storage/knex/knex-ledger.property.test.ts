import { errors, type Transfer } from '@atelier/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createKnexWorld } from './testing/create-knex-world.js';
import { databases, useTestDatabase } from './testing/databases.js';
import { ledgerTotals, netOfEntries } from './testing/ledger-helpers.js';

const USERS = 4;
const user = fc.integer({ min: 1, max: USERS });
const amount = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 300 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -5, 2.5) },
);

/** The operations: credit (mint), debit (spend to the site), tip, refund of an earlier move, and replays. */
const step = fc.oneof(
  fc.record({ op: fc.constant('credit' as const), to: user, amount }),
  fc.record({ op: fc.constant('debit' as const), from: user, amount }),
  fc.record({ op: fc.constant('tip' as const), from: user, to: user, amount }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('replay' as const), pick: fc.nat(), changeAmount: fc.boolean() }),
);

describe.each(databases)('KnexLedger (model-based) on $name', (database) => {
  const knex = useTestDatabase(database);

  it('(c) keeps balances non-negative and equal to their entries, conserving Buzz except mints', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const world = await createKnexWorld(knex());
        const ledger = world.repos.ledger;
        for (let i = 0; i < USERS; i++) await world.given.user();
        const model = new Map<number, number>();
        const written = new Map<string, Transfer>();
        const moves: Transfer[] = [];
        const sent: Transfer[] = [];

        for (const [i, s] of steps.entries()) {
          const key = `k${i}`;
          let transfer: Transfer;
          if (s.op === 'credit') {
            transfer = {
              idempotencyKey: key,
              kind: 'mint',
              fromUserId: null,
              toUserId: s.to,
              amount: s.amount,
              reference: null,
            };
          } else if (s.op === 'debit') {
            transfer = {
              idempotencyKey: key,
              kind: 'publish',
              fromUserId: s.from,
              toUserId: null,
              amount: s.amount,
              reference: null,
            };
          } else if (s.op === 'tip') {
            transfer = {
              idempotencyKey: key,
              kind: 'tip',
              fromUserId: s.from,
              toUserId: s.to,
              amount: s.amount,
              reference: 'model:1',
            };
          } else if (s.op === 'refund') {
            const original = moves[s.pick % Math.max(moves.length, 1)];
            if (original === undefined || original.fromUserId === null) continue;
            // A refund gives the sender back what was moved: from the recipient, or from the site (a grant).
            transfer = {
              idempotencyKey: key,
              kind: 'refund',
              fromUserId: original.toUserId,
              toUserId: original.fromUserId,
              amount: original.amount,
              reference: `refund:${original.idempotencyKey}`,
            };
          } else {
            const previous = sent[s.pick % Math.max(sent.length, 1)];
            if (previous === undefined) continue;
            transfer = s.changeAmount ? { ...previous, amount: previous.amount + 1 } : previous;
          }
          sent.push(transfer);

          const result = await ledger.transfer(transfer);

          const first = written.get(transfer.idempotencyKey);
          const balance =
            transfer.fromUserId === null ? Number.POSITIVE_INFINITY : (model.get(transfer.fromUserId) ?? 0);
          if (first !== undefined) {
            expect(result).toEqual(
              first.amount === transfer.amount
                ? { ok: true, value: { entry: expect.objectContaining(first), replayed: true } }
                : { ok: false, error: errors.idempotencyKeyReused },
            );
          } else if (!Number.isInteger(transfer.amount) || transfer.amount <= 0) {
            expect(result).toEqual({ ok: false, error: errors.invalidBuzzAmount });
          } else if (balance < transfer.amount) {
            expect(result).toEqual({ ok: false, error: errors.insufficientBuzz });
          } else {
            expect(result).toMatchObject({ ok: true, value: { replayed: false, entry: transfer } });
            written.set(transfer.idempotencyKey, transfer);
            moves.push(transfer);
            if (transfer.fromUserId !== null) model.set(transfer.fromUserId, balance - transfer.amount);
            if (transfer.toUserId !== null)
              model.set(transfer.toUserId, (model.get(transfer.toUserId) ?? 0) + transfer.amount);
          }

          let total = 0;
          for (let id = 1; id <= USERS; id++) {
            const held = await ledger.balanceOf(id);
            expect(held).toBeGreaterThanOrEqual(0);
            expect(held).toBe(await netOfEntries(ledger, id));
            expect(held).toBe(model.get(id) ?? 0);
            total += held;
          }
          const totals = await ledgerTotals(world.knex);
          expect(totals.balances).toBe(total);
          expect(total).toBe(totals.minted - totals.spent);
          expect(totals.entries).toBe(written.size);
        }
      }),
      { numRuns: database.name === 'sqlite' ? 100 : 25 },
    );
  });
});
