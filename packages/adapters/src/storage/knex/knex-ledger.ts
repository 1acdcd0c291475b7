import {
  type DomainError,
  errors,
  fail,
  type Ledger,
  type LedgerEntry,
  ok,
  type Result,
  type Transfer,
  type TransferReceipt,
} from '@atelier/domain';
import { readNumber } from './dialect.js';
import { ledgerEntryRow, toLedgerEntry } from './mappers/ledger-mapper.js';
import type { BuzzAccountRow, LedgerEntryRow } from './rows/ledger-rows.js';
import { type Store, writeTransaction } from './store.js';

/**
 * Two users tipping each other at once lock their accounts in opposite orders (each debit comes first), so
 * PostgreSQL may pick one transfer as a deadlock victim; it is retried after a short random pause.
 */
const DEADLOCK_ATTEMPTS = 10;
/** Exponential backoff with full jitter, so the two sides of a crossing stop meeting again. */
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 5 * 2 ** attempt)));

const INSUFFICIENT = Symbol('insufficient');
/** Thrown inside a transfer's transaction to roll back its debit and credit when either account is frozen. */
class FrozenAccount extends Error {}

const isValidAmount = (amount: number): boolean => Number.isSafeInteger(amount) && amount > 0;

const sameDetails = (entry: LedgerEntry, transfer: Transfer): boolean =>
  entry.kind === transfer.kind &&
  entry.fromUserId === transfer.fromUserId &&
  entry.toUserId === transfer.toUserId &&
  entry.amount === transfer.amount &&
  entry.reference === transfer.reference;

/**
 * Buzz accounts, one per user, and their append-only entries (see docs/ledger.md). A transfer runs in its own
 * transaction, or in a savepoint when the ledger is bound to a unit of work's transaction: the conditional debit
 * first (checked by affected rows), then the credit (an upsert that opens the account), then the entry under its
 * unique idempotency key. A repeated key rolls all three back and answers with the stored entry, marked replayed.
 */
export class KnexLedger implements Ledger {
  constructor(private readonly store: Store) {}

  async transfer(transfer: Transfer): Promise<Result<TransferReceipt>> {
    if (transfer.fromUserId === null && transfer.toUserId === null) {
      throw new Error('a transfer needs a sender or a recipient');
    }
    if (!isValidAmount(transfer.amount)) return this.answerRepeat(transfer, errors.invalidBuzzAmount);
    for (let attempt = 1; ; attempt++) {
      try {
        const moved = await writeTransaction(this.store, (store) => this.move(store, transfer));
        // Nothing was written; but a retry of a transfer that already happened must get its entry back.
        if (moved === INSUFFICIENT) return this.answerRepeat(transfer, errors.insufficientBuzz);
        return ok({ entry: moved, replayed: false });
      } catch (error) {
        if (error instanceof FrozenAccount) return this.answerRepeat(transfer, errors.buzzAccountFrozen);
        if (this.store.dialect.isUniqueViolation(error)) return this.answerRepeat(transfer, null, error);
        if (this.store.dialect.isDeadlock(error) && attempt < DEADLOCK_ATTEMPTS) {
          await pause(attempt);
          continue;
        }
        throw error;
      }
    }
  }

  async entryOf(idempotencyKey: string): Promise<LedgerEntry | null> {
    const row = await this.store
      .db<LedgerEntryRow>('buzz_ledger_entries')
      .where('idempotency_key', idempotencyKey)
      .first();
    return row === undefined ? null : toLedgerEntry(row, this.store.dialect);
  }

  async balanceOf(userId: number): Promise<number> {
    const row = await this.store
      .db<BuzzAccountRow>('buzz_accounts')
      .select('balance')
      .where('user_id', userId)
      .first();
    return row === undefined ? 0 : readNumber(row.balance);
  }

  /** Opens the account if needed (at 0) and sets its frozen mark; the balance stays as it is. */
  async setFrozen(userId: number, frozen: boolean): Promise<void> {
    await this.store
      .db('buzz_accounts')
      .insert({ user_id: userId, balance: 0, frozen })
      .onConflict('user_id')
      .merge(['frozen']);
  }

  /** Entries the user sent or received, oldest first. */
  async entriesOf(userId: number): Promise<LedgerEntry[]> {
    const rows = await this.store
      .db<LedgerEntryRow>('buzz_ledger_entries')
      .where('from_user_id', userId)
      .orWhere('to_user_id', userId)
      .orderBy('id');
    return rows.map((row) => toLedgerEntry(row, this.store.dialect));
  }

  /**
   * A page of the user's entries, newest first, below the `before` id: the sent and the received side each read
   * through their own `(user, id)` index, limited, then merged (an OR over both columns would scan the table).
   */
  async historyOf(userId: number, page: { before: number | null; limit: number }): Promise<LedgerEntry[]> {
    const side = (column: 'from_user_id' | 'to_user_id') => {
      const query = this.store.db<LedgerEntryRow>('buzz_ledger_entries').where(column, userId);
      if (page.before !== null) query.andWhere('id', '<', page.before);
      return query.orderBy('id', 'desc').limit(page.limit);
    };
    const [sent, received] = await Promise.all([side('from_user_id'), side('to_user_id')]);
    const byId = new Map([...sent, ...received].map((row) => [row.id, row]));
    return [...byId.values()]
      .sort((a, b) => b.id - a.id)
      .slice(0, page.limit)
      .map((row) => toLedgerEntry(row, this.store.dialect));
  }

  private async move(store: Store, transfer: Transfer): Promise<LedgerEntry | typeof INSUFFICIENT> {
    const { db } = store;
    const { fromUserId, toUserId, amount } = transfer;
    if (fromUserId !== null) {
      // The conditional debit, first: concurrent debits queue on the row and each re-checks the balance.
      const debited = await db('buzz_accounts')
        .where('user_id', fromUserId)
        .andWhere('balance', '>=', amount)
        .update({ balance: db.raw('balance - ?', [amount]) });
      if (debited === 0) return INSUFFICIENT;
    }
    if (toUserId !== null) {
      // Opens the account on first use and credits it in one statement, safe when two first credits race.
      await db('buzz_accounts')
        .insert({ user_id: toUserId, balance: amount })
        .onConflict('user_id')
        .merge({ balance: db.raw('buzz_accounts.balance + excluded.balance') });
    }
    // Both accounts' rows are locked by now (the debit and the credit), so a freeze cannot slip in before commit.
    const parties = [fromUserId, toUserId].filter((id): id is number => id !== null);
    const frozen = await db('buzz_accounts')
      .whereIn('user_id', parties)
      .andWhere('frozen', true)
      .first('user_id');
    if (frozen !== undefined) throw new FrozenAccount();
    const [row] = await db<LedgerEntryRow>('buzz_ledger_entries')
      .insert(ledgerEntryRow(transfer, store.clock.now()))
      .returning('*');
    return toLedgerEntry(row as LedgerEntryRow, store.dialect);
  }

  /**
   * The answer when this key may already be stored: the stored entry (replayed) for the same request, `idempotencyKeyReused`
   * for different details, else `otherwise` (or the original error when there is nothing else to say).
   */
  private async answerRepeat(
    transfer: Transfer,
    otherwise: DomainError | null,
    error?: unknown,
  ): Promise<Result<TransferReceipt>> {
    const stored = await this.entryOf(transfer.idempotencyKey);
    if (stored !== null) {
      return sameDetails(stored, transfer)
        ? ok({ entry: stored, replayed: true })
        : fail(errors.idempotencyKeyReused);
    }
    if (otherwise === null) throw error;
    return fail(otherwise);
  }
}
