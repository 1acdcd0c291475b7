import type { DbBigint, DbBoolean, DbDate, DbJson } from './columns.js';

export type DonationGoalRow = {
  id: number;
  title: string;
  description: string | null;
  goal_amount: DbBigint;
  total: DbBigint;
  active: DbBoolean;
  is_early_access: DbBoolean;
  user_id: number;
  model_version_id: number;
};

/** The columns of `DonationGoalRow` (the whole table), for reads that bring them as JSON. */
export const DONATION_GOAL_COLUMNS = [
  'id',
  'title',
  'description',
  'goal_amount',
  'total',
  'active',
  'is_early_access',
  'user_id',
  'model_version_id',
] as const satisfies readonly (keyof DonationGoalRow)[];

export type VaultItemRow = {
  id: number;
  user_id: number;
  model_version_id: number;
  model_id: number;
  model_name: string;
  version_name: string;
  size_kb: number;
  notes: string | null;
  added_at: DbDate;
};

export type ReportRow = {
  id: number;
  reporter_id: number;
  entity_type: string;
  entity_id: number;
  reason: string;
  details: string | null;
  created_at: DbDate;
  status: string;
  resolved_at: DbDate | null;
  resolved_by: number | null;
  resolution_note: string | null;
};

export type CommentRow = {
  id: number;
  model_id: number;
  user_id: number;
  parent_id: number | null;
  content: string;
  created_at: DbDate;
  edited_at: DbDate | null;
  hidden: boolean | number;
  deleted_at: DbDate | null;
};

export type CommentReactionRow = { comment_id: number; user_id: number; reaction: string };

/** The columns of `CommentRow`, in the order a thread's JSON replies hold them. */
export const COMMENT_COLUMNS = [
  'id',
  'model_id',
  'user_id',
  'parent_id',
  'content',
  'created_at',
  'edited_at',
  'hidden',
  'deleted_at',
] as const satisfies readonly (keyof CommentRow)[];

/** A comment read with its author (`author_…`) and its reactions as JSON rows of [user id, reaction]. */
export type DiscussedCommentRow = CommentRow & {
  author_username: string;
  author_deleted_at: DbDate | null;
  reactions_json: unknown;
};

/**
 * A thread read with its replies: JSON rows of each reply's `COMMENT_COLUMNS` values, then its author's username
 * and deletion time and its reactions; and the model's count of shown comments.
 */
export type DiscussedThreadRow = DiscussedCommentRow & { replies_json: unknown; total: DbBigint };

/** The columns of `DiscussedThreadRow`, in the order the model page's read holds them as JSON. */
export const THREAD_COLUMNS = [
  ...COMMENT_COLUMNS,
  'author_username',
  'author_deleted_at',
  'reactions_json',
  'replies_json',
  'total',
] as const satisfies readonly (keyof DiscussedThreadRow)[];

export type AuditEntryRow = {
  id: number;
  actor_id: number;
  action: string;
  model_id: number;
  model_version_id: number | null;
  details: DbJson;
  created_at: DbDate;
};

export type AccountAuditEntryRow = {
  id: number;
  actor_id: number | null;
  action: string;
  user_id: number;
  details: DbJson;
  created_at: DbDate;
};

export type CollectionRow = {
  id: number;
  name: string;
  description: string | null;
  /** 0 or 1 on SQLite. */
  is_private: boolean | number;
  user_id: number;
};
