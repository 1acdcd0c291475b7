import type { Ledger } from '../ports/repositories.js';
import type { LedgerEntry } from './buzz.js';

/**
 * The entry a sender already made under this idempotency key, if any. Read inside the run, before the transfer,
 * so a repeated request skips the writes that depend on the movement (goal totals, notifications) as well.
 */
export const findReplayedEntry = async (
  ledger: Ledger,
  senderId: number,
  idempotencyKey: string,
): Promise<LedgerEntry | null> =>
  (await ledger.entriesOf(senderId)).find((entry) => entry.idempotencyKey === idempotencyKey) ?? null;
