import type {
  AccountAuditAction,
  AccountAuditEntry,
  AuditAction,
  AuditEntry,
  Comment,
  CommentReaction,
  CommentReactionEntry,
  DiscussedComment,
  DonationGoal,
  New,
  NewComment,
  NewReport,
  Report,
  VaultItem,
} from '@atelier/domain';
import { type Dialect, readBoolean, readNumber, writeJson } from '../dialect.js';
import {
  type AccountAuditEntryRow,
  type AuditEntryRow,
  COMMENT_COLUMNS,
  type CommentReactionRow,
  type CommentRow,
  type DiscussedCommentRow,
  type DonationGoalRow,
  type ReportRow,
  type VaultItemRow,
} from '../rows/records-rows.js';

export const toDonationGoal = (row: DonationGoalRow): DonationGoal => ({
  id: row.id,
  title: row.title,
  description: row.description,
  goalAmount: readNumber(row.goal_amount),
  total: readNumber(row.total),
  active: readBoolean(row.active),
  isEarlyAccess: readBoolean(row.is_early_access),
  userId: row.user_id,
  modelVersionId: row.model_version_id,
});

export const donationGoalRow = (goal: New<DonationGoal>): Omit<DonationGoalRow, 'id'> => ({
  title: goal.title,
  description: goal.description,
  goal_amount: goal.goalAmount,
  total: goal.total,
  active: goal.active,
  is_early_access: goal.isEarlyAccess,
  user_id: goal.userId,
  model_version_id: goal.modelVersionId,
});

export const toVaultItem = (row: VaultItemRow, d: Dialect): VaultItem => ({
  id: row.id,
  userId: row.user_id,
  modelVersionId: row.model_version_id,
  modelId: row.model_id,
  modelName: row.model_name,
  versionName: row.version_name,
  sizeKb: row.size_kb,
  notes: row.notes,
  addedAt: d.readDate(row.added_at),
});

export const vaultItemRow = (item: New<VaultItem>): Omit<VaultItemRow, 'id'> => ({
  user_id: item.userId,
  model_version_id: item.modelVersionId,
  model_id: item.modelId,
  model_name: item.modelName,
  version_name: item.versionName,
  size_kb: item.sizeKb,
  notes: item.notes,
  added_at: item.addedAt,
});

export const toReport = (row: ReportRow, d: Dialect): Report => ({
  id: row.id,
  reporterId: row.reporter_id,
  entityType: row.entity_type as Report['entityType'],
  entityId: row.entity_id,
  reason: row.reason,
  details: row.details,
  createdAt: d.readDate(row.created_at),
  status: row.status as Report['status'],
  resolvedAt: row.resolved_at === null ? null : d.readDate(row.resolved_at),
  resolvedBy: row.resolved_by,
  resolutionNote: row.resolution_note,
});

export const reportRow = (report: NewReport): Omit<ReportRow, 'id'> => ({
  reporter_id: report.reporterId,
  entity_type: report.entityType,
  entity_id: report.entityId,
  reason: report.reason,
  details: report.details,
  created_at: report.createdAt,
  status: 'Open',
  resolved_at: null,
  resolved_by: null,
  resolution_note: null,
});

/** A report's resolution fields, as `Reports.save` writes them. */
export const reportResolutionRow = (
  report: Report,
): Pick<ReportRow, 'status' | 'resolved_at' | 'resolved_by' | 'resolution_note'> => ({
  status: report.status,
  resolved_at: report.resolvedAt,
  resolved_by: report.resolvedBy,
  resolution_note: report.resolutionNote,
});

export const toComment = (row: CommentRow, d: Dialect): Comment => ({
  id: row.id,
  modelId: row.model_id,
  userId: row.user_id,
  parentId: row.parent_id,
  content: row.content,
  createdAt: d.readDate(row.created_at),
  editedAt: row.edited_at === null ? null : d.readDate(row.edited_at),
  hidden: readBoolean(row.hidden),
  deletedAt: row.deleted_at === null ? null : d.readDate(row.deleted_at),
});

/** A reply's row from the JSON values a thread read holds (`DiscussedThreadRow.replies_json`). */
export const discussedRowOf = (values: readonly unknown[]): DiscussedCommentRow => {
  const row = Object.fromEntries(COMMENT_COLUMNS.map((column, i) => [column, values[i]])) as CommentRow;
  const [username, deletedAt, reactions] = values.slice(COMMENT_COLUMNS.length);
  return {
    ...row,
    author_username: username as string,
    author_deleted_at: deletedAt as DiscussedCommentRow['author_deleted_at'],
    reactions_json: reactions,
  };
};

export const toDiscussedComment = (row: DiscussedCommentRow, d: Dialect): DiscussedComment => ({
  ...toComment(row, d),
  author: {
    username: row.author_username,
    deletedAt: row.author_deleted_at === null ? null : d.readDate(row.author_deleted_at),
  },
  reactions: d
    .readJson<[number, string][]>(row.reactions_json)
    .map(([userId, reaction]) => ({ commentId: row.id, userId, reaction: reaction as CommentReaction })),
});

/** A new comment's row: not edited, hidden nor deleted. */
export const commentRow = (comment: NewComment): Omit<CommentRow, 'id'> => ({
  model_id: comment.modelId,
  user_id: comment.userId,
  parent_id: comment.parentId ?? null,
  content: comment.content,
  created_at: comment.createdAt,
  edited_at: null,
  hidden: false,
  deleted_at: null,
});

/** The columns `save` rewrites: what edits, hides and deletes change. */
export const commentChanges = (
  comment: Comment,
): Pick<CommentRow, 'content' | 'edited_at' | 'hidden' | 'deleted_at'> => ({
  content: comment.content,
  edited_at: comment.editedAt,
  hidden: comment.hidden,
  deleted_at: comment.deletedAt,
});

export const toCommentReaction = (row: CommentReactionRow): CommentReactionEntry => ({
  commentId: row.comment_id,
  userId: row.user_id,
  reaction: row.reaction as CommentReaction,
});

export const toAuditEntry = (row: AuditEntryRow, d: Dialect): AuditEntry => ({
  id: row.id,
  actorId: row.actor_id,
  action: row.action as AuditAction,
  modelId: row.model_id,
  modelVersionId: row.model_version_id,
  details: d.readJson(row.details),
  createdAt: d.readDate(row.created_at),
});

export const auditEntryRow = (entry: New<AuditEntry>): Omit<AuditEntryRow, 'id'> => ({
  actor_id: entry.actorId,
  action: entry.action,
  model_id: entry.modelId,
  model_version_id: entry.modelVersionId,
  details: writeJson(entry.details),
  created_at: entry.createdAt,
});

export const toAccountAuditEntry = (row: AccountAuditEntryRow, d: Dialect): AccountAuditEntry => ({
  id: row.id,
  actorId: row.actor_id,
  action: row.action as AccountAuditAction,
  userId: row.user_id,
  details: d.readJson(row.details),
  createdAt: d.readDate(row.created_at),
});

export const accountAuditEntryRow = (entry: New<AccountAuditEntry>): Omit<AccountAuditEntryRow, 'id'> => ({
  actor_id: entry.actorId,
  action: entry.action,
  user_id: entry.userId,
  details: writeJson(entry.details),
  created_at: entry.createdAt,
});
