import type { DbBigint, DbDate } from './columns.js';

export type LedgerEntryRow = {
  id: number;
  idempotency_key: string;
  kind: string;
  from_user_id: number | null;
  to_user_id: number | null;
  amount: DbBigint;
  reference: string | null;
  created_at: DbDate;
};

export type BuzzAccountRow = { id: number; user_id: number; balance: DbBigint };
