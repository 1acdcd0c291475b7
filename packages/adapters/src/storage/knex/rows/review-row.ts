import type { DbBigint, DbBoolean, DbDate } from './columns.js';

export type ReviewRow = {
  id: number;
  user_id: number;
  model_id: number;
  model_version_id: number;
  recommended: DbBoolean;
  rating: number;
  details: string | null;
  created_at: DbDate;
};

export type ReviewTotalsRow = { model_version_id: number; up: DbBigint | null; down: DbBigint | null };
