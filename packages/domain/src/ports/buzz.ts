import type { LedgerEntry, Transfer, TransferReceipt } from '../buzz/buzz.js';
import type { DonationGoal } from '../donations/donation-goal.js';
import type { Result } from '../shared/result.js';

/**
 * Buzz movements. A debit is one conditional update checked by affected rows, made as the first statement of its
 * transaction; the entry is written in the same transaction under a unique idempotency key, so repeating a transfer
 * returns the first entry, marked `replayed`, instead of moving Buzz twice; callers skip their dependent writes then.
 */
export interface Ledger {
  transfer(transfer: Transfer): Promise<Result<TransferReceipt>>;
  /** The entry stored under this idempotency key, if any: how a retry finds out what its first attempt did. */
  entryOf(idempotencyKey: string): Promise<LedgerEntry | null>;
  balanceOf(userId: number): Promise<number>;
  entriesOf(userId: number): Promise<LedgerEntry[]>;
  /**
   * A page of the entries the user sent or received, newest first: at most `limit` entries with ids below `before`
   * (all of them when null). Keyset paging, so a page stays right while new entries arrive.
   */
  historyOf(userId: number, page: { before: number | null; limit: number }): Promise<LedgerEntry[]>;
  /**
   * Freezes (or thaws) a user's account: while frozen, every transfer from or to it is refused with
   * `BUZZ.ACCOUNT_FROZEN` and moves nothing; the balance is kept as it was. Deleting an account freezes it.
   */
  setFrozen(userId: number, frozen: boolean): Promise<void>;
}

export interface DonationGoals {
  ofId(id: number): Promise<DonationGoal | null>;
  ofVersion(modelVersionId: number): Promise<DonationGoal[]>;
  /** Adds to the total with a counter increment (never read-then-write) and returns the goal after it. */
  addToTotal(id: number, amount: number): Promise<DonationGoal>;
  save(goal: DonationGoal): Promise<void>;
}
