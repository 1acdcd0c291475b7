import type { LedgerEntry, Transfer, TransferReceipt } from '../../buzz/buzz.js';
import type { Ledger } from '../../ports/buzz.js';
import { errors } from '../../shared/errors.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { deepClone } from './clone.js';
import type { InMemoryDatabase } from './database.js';
import { insert, select } from './table.js';

const sameDetails = (entry: LedgerEntry, transfer: Transfer): boolean =>
  entry.kind === transfer.kind &&
  entry.fromUserId === transfer.fromUserId &&
  entry.toUserId === transfer.toUserId &&
  entry.amount === transfer.amount &&
  entry.reference === transfer.reference;

/**
 * Accounts per user id, opened at 0 on first use. `fromUserId` null mints; `toUserId` null spends to the site.
 * A transfer either writes its entry and both balances, or (on a failure) nothing at all.
 */
export class InMemoryLedger implements Ledger {
  constructor(private readonly db: InMemoryDatabase) {}

  async transfer(transfer: Transfer): Promise<Result<TransferReceipt>> {
    const state = this.db.state;
    const first = [...state.ledgerEntries.rows.values()].find(
      (e) => e.idempotencyKey === transfer.idempotencyKey,
    );
    if (first !== undefined) {
      return sameDetails(first, transfer)
        ? ok({ entry: deepClone(first), replayed: true })
        : fail(errors.idempotencyKeyReused);
    }
    if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0) return fail(errors.invalidBuzzAmount);
    if (transfer.fromUserId === null && transfer.toUserId === null) {
      throw new Error('a transfer needs a sender or a recipient');
    }
    const { fromUserId, toUserId, amount } = transfer;
    const frozen = (id: number | null) => id !== null && state.frozenAccounts.has(id);
    if (frozen(fromUserId) || frozen(toUserId)) return fail(errors.buzzAccountFrozen);
    if (fromUserId !== null) {
      // The conditional debit: UPDATE … SET balance = balance - amount WHERE balance >= amount.
      const balance = state.balances.get(fromUserId) ?? 0;
      if (balance < amount) return fail(errors.insufficientBuzz);
      state.balances.set(fromUserId, balance - amount);
    }
    if (toUserId !== null) state.balances.set(toUserId, (state.balances.get(toUserId) ?? 0) + amount);
    return ok({
      entry: insert(state.ledgerEntries, { ...transfer, createdAt: this.db.clock.now() }),
      replayed: false,
    });
  }

  async entryOf(idempotencyKey: string): Promise<LedgerEntry | null> {
    const entry = [...this.db.state.ledgerEntries.rows.values()].find(
      (e) => e.idempotencyKey === idempotencyKey,
    );
    return entry === undefined ? null : deepClone(entry);
  }

  async balanceOf(userId: number): Promise<number> {
    return this.db.state.balances.get(userId) ?? 0;
  }

  async setFrozen(userId: number, frozen: boolean): Promise<void> {
    if (frozen) this.db.state.frozenAccounts.add(userId);
    else this.db.state.frozenAccounts.delete(userId);
  }

  /** Entries the user sent or received, oldest first. */
  async entriesOf(userId: number): Promise<LedgerEntry[]> {
    return select(this.db.state.ledgerEntries, (e) => e.fromUserId === userId || e.toUserId === userId);
  }

  async historyOf(userId: number, page: { before: number | null; limit: number }): Promise<LedgerEntry[]> {
    const entries = await this.entriesOf(userId);
    return entries
      .filter((e) => page.before === null || e.id < page.before)
      .reverse()
      .slice(0, page.limit);
  }
}
