import type { LedgerEntry, LedgerEntryKind, Transfer } from '@atelier/domain';
import { type Dialect, readNumber } from '../dialect.js';
import type { LedgerEntryRow } from '../rows/ledger-rows.js';

export const toLedgerEntry = (row: LedgerEntryRow, d: Dialect): LedgerEntry => ({
  id: row.id,
  idempotencyKey: row.idempotency_key,
  kind: row.kind as LedgerEntryKind,
  fromUserId: row.from_user_id,
  toUserId: row.to_user_id,
  amount: readNumber(row.amount),
  reference: row.reference,
  createdAt: d.readDate(row.created_at),
});

export const ledgerEntryRow = (transfer: Transfer, createdAt: Date): Omit<LedgerEntryRow, 'id'> => ({
  idempotency_key: transfer.idempotencyKey,
  kind: transfer.kind,
  from_user_id: transfer.fromUserId,
  to_user_id: transfer.toUserId,
  amount: transfer.amount,
  reference: transfer.reference,
  created_at: createdAt,
});
