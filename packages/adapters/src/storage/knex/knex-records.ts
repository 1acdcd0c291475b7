import type {
  AccountAuditEntry,
  AuditEntry,
  AuditLog,
  Comment,
  CommentReactionEntry,
  Comments,
  New,
  NewComment,
  NewReport,
  Report,
  Reports,
} from '@atelier/domain';
import {
  accountAuditEntryRow,
  auditEntryRow,
  commentChanges,
  commentRow,
  reportResolutionRow,
  reportRow,
  toAccountAuditEntry,
  toAuditEntry,
  toComment,
  toCommentReaction,
  toReport,
} from './mappers/records-mapper.js';
import type {
  AccountAuditEntryRow,
  AuditEntryRow,
  CommentReactionRow,
  CommentRow,
  ReportRow,
} from './rows/records-rows.js';
import { explainConstraint, type Store } from './store.js';

export class KnexReports implements Reports {
  constructor(private readonly store: Store) {}

  async create(report: NewReport): Promise<Report> {
    const [row] = await this.store
      .db<ReportRow>('reports')
      .insert(reportRow(report))
      .returning('*')
      .catch(explainConstraint(this.store, 'cannot create report'));
    return toReport(row as ReportRow, this.store.dialect);
  }

  async ofId(id: number): Promise<Report | null> {
    const row = await this.store.db<ReportRow>('reports').where('id', id).first();
    return row === undefined ? null : toReport(row, this.store.dialect);
  }

  async open(page: { limit: number; after: number | null }): Promise<Report[]> {
    const query = this.store.db<ReportRow>('reports').where('status', 'Open');
    if (page.after !== null) query.where('id', '>', page.after);
    const rows = await query.orderBy('id').limit(page.limit);
    return rows.map((row) => toReport(row, this.store.dialect));
  }

  async countOpen(): Promise<number> {
    const [row] = await this.store.db('reports').where('status', 'Open').count({ count: '*' });
    return Number(row?.count ?? 0);
  }

  async save(report: Report): Promise<void> {
    await this.store.db<ReportRow>('reports').where('id', report.id).update(reportResolutionRow(report));
  }

  /** Not part of the port; lets tests assert on what was reported. */
  async all(): Promise<Report[]> {
    const rows = await this.store.db<ReportRow>('reports').orderBy('id');
    return rows.map((row) => toReport(row, this.store.dialect));
  }
}

export class KnexComments implements Comments {
  constructor(private readonly store: Store) {}

  /** Oldest first. */
  async ofModel(modelId: number): Promise<Comment[]> {
    const rows = await this.store
      .db<CommentRow>('comments')
      .where('model_id', modelId)
      .orderBy(['created_at', 'id']);
    return rows.map((row) => toComment(row, this.store.dialect));
  }

  async ofId(id: number): Promise<Comment | null> {
    const row = await this.store.db<CommentRow>('comments').where('id', id).first();
    return row === undefined ? null : toComment(row, this.store.dialect);
  }

  async threadsOfModel(
    modelId: number,
    page: { limit: number; before: number | null; withHidden: boolean },
  ): Promise<Comment[]> {
    const { db } = this.store;
    const withHidden = page.withHidden;
    const rows = await db<CommentRow>('comments as c')
      .select('c.*')
      .where('c.model_id', modelId)
      .whereNull('c.parent_id')
      .modify((q) => {
        if (page.before !== null) q.where('c.id', '<', page.before);
      })
      .where((shown) =>
        shown
          .where((alive) => {
            alive.whereNull('c.deleted_at');
            if (!withHidden) alive.where('c.hidden', false);
          })
          // A deleted comment stays while one of its replies is shown.
          .orWhere((held) =>
            held.whereNotNull('c.deleted_at').whereExists((reply) => {
              reply
                .select(db.raw('1'))
                .from('comments as r')
                .whereRaw('r.parent_id = c.id')
                .whereNull('r.deleted_at');
              if (!withHidden) reply.where('r.hidden', false);
            }),
          ),
      )
      .orderBy('c.id', 'desc')
      .limit(page.limit);
    return rows.map((row: CommentRow) => toComment(row as CommentRow, this.store.dialect));
  }

  async repliesOf(parentIds: readonly number[], options: { withHidden: boolean }): Promise<Comment[]> {
    if (parentIds.length === 0) return [];
    const rows = await this.store
      .db<CommentRow>('comments')
      .whereIn('parent_id', [...parentIds])
      .whereNull('deleted_at')
      .modify((q) => {
        if (!options.withHidden) q.where('hidden', false);
      })
      .orderBy('id');
    return rows.map((row: CommentRow) => toComment(row, this.store.dialect));
  }

  async countOfModel(modelId: number, options: { withHidden: boolean }): Promise<number> {
    const { db } = this.store;
    const [row] = await db('comments as c')
      .where('c.model_id', modelId)
      .whereNull('c.deleted_at')
      .modify((q) => {
        if (options.withHidden) return;
        // A hidden comment hides its replies with it.
        q.where('c.hidden', false).whereNotExists((parent) =>
          parent
            .select(db.raw('1'))
            .from('comments as p')
            .whereRaw('p.id = c.parent_id')
            .where('p.hidden', true),
        );
      })
      .count({ n: '*' });
    return Number(row?.n ?? 0);
  }

  async create(comment: NewComment): Promise<Comment> {
    const [row] = await this.store
      .db<CommentRow>('comments')
      .insert(commentRow(comment))
      .returning('*')
      .catch(explainConstraint(this.store, `cannot comment on model ${comment.modelId}`));
    return toComment(row as CommentRow, this.store.dialect);
  }

  async save(comment: Comment): Promise<void> {
    const updated = await this.store.db('comments').where('id', comment.id).update(commentChanges(comment));
    if (updated === 0) throw new Error(`comment ${comment.id} does not exist`);
  }

  async reactionsOf(commentIds: readonly number[]): Promise<CommentReactionEntry[]> {
    if (commentIds.length === 0) return [];
    const rows = await this.store
      .db<CommentReactionRow>('comment_reactions')
      .whereIn('comment_id', [...commentIds])
      .orderBy(['comment_id', 'user_id', 'reaction']);
    return rows.map(toCommentReaction);
  }

  async setReaction(entry: CommentReactionEntry, on: boolean): Promise<void> {
    const row = { comment_id: entry.commentId, user_id: entry.userId, reaction: entry.reaction };
    if (!on) {
      await this.store.db('comment_reactions').where(row).delete();
      return;
    }
    await this.store
      .db('comment_reactions')
      .insert(row)
      .onConflict(['comment_id', 'user_id', 'reaction'])
      .ignore()
      .catch(explainConstraint(this.store, `cannot react to comment ${entry.commentId}`));
  }
}

/** The audit log is history: entries outlive the model they talk about. */
export class KnexAuditLog implements AuditLog {
  constructor(private readonly store: Store) {}

  async append(entry: New<AuditEntry>): Promise<AuditEntry> {
    const [row] = await this.store
      .db<AuditEntryRow>('audit_entries')
      .insert(auditEntryRow(entry))
      .returning('*')
      .catch(explainConstraint(this.store, 'cannot append audit entry'));
    return toAuditEntry(row as AuditEntryRow, this.store.dialect);
  }

  /** In the order they were appended. */
  async ofModel(modelId: number): Promise<AuditEntry[]> {
    const rows = await this.store.db<AuditEntryRow>('audit_entries').where('model_id', modelId).orderBy('id');
    return rows.map((row) => toAuditEntry(row, this.store.dialect));
  }

  async appendAccount(entry: New<AccountAuditEntry>): Promise<AccountAuditEntry> {
    const [row] = await this.store
      .db<AccountAuditEntryRow>('account_audit_entries')
      .insert(accountAuditEntryRow(entry))
      .returning('*')
      .catch(explainConstraint(this.store, 'cannot append account audit entry'));
    return toAccountAuditEntry(row as AccountAuditEntryRow, this.store.dialect);
  }

  /** In the order they were appended. */
  async ofAccount(userId: number): Promise<AccountAuditEntry[]> {
    const rows = await this.store
      .db<AccountAuditEntryRow>('account_audit_entries')
      .where('user_id', userId)
      .orderBy('id');
    return rows.map((row) => toAccountAuditEntry(row, this.store.dialect));
  }
}
