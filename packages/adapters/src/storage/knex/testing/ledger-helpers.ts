import type { Ledger, Transfer } from '@atelier/domain';
import type { Knex } from 'knex';

let keys = 0;
/** A transfer under a fresh idempotency key unless one is given. */
export const transferOf = (
  fromUserId: number | null,
  toUserId: number | null,
  amount: number,
  fields: Partial<Transfer> = {},
): Transfer => ({
  idempotencyKey: `test-${process.pid}-${++keys}`,
  kind: fromUserId === null ? 'mint' : 'tip',
  fromUserId,
  toUserId,
  amount,
  reference: null,
  ...fields,
});

/** What the user's entries add up to: received minus sent. */
export const netOfEntries = async (ledger: Ledger, userId: number): Promise<number> =>
  (await ledger.entriesOf(userId)).reduce(
    (sum, e) => sum + (e.toUserId === userId ? e.amount : 0) - (e.fromUserId === userId ? e.amount : 0),
    0,
  );

/** Every account's balance and every entry, straight from the tables. */
export const ledgerTotals = async (knex: Knex) => {
  const balances = await knex('buzz_accounts').sum({ total: 'balance' }).first();
  const minted = await knex('buzz_ledger_entries').whereNull('from_user_id').sum({ total: 'amount' }).first();
  const spent = await knex('buzz_ledger_entries').whereNull('to_user_id').sum({ total: 'amount' }).first();
  const entries = await knex('buzz_ledger_entries').count({ n: '*' }).first();
  return {
    balances: Number(balances?.total ?? 0),
    minted: Number(minted?.total ?? 0),
    spent: Number(spent?.total ?? 0),
    entries: Number(entries?.n ?? 0),
  };
};
