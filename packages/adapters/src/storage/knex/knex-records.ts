import type {
  AccountAuditEntry,
  AuditEntry,
  AuditLog,
  Comment,
  CommentReactionEntry,
  Comments,
  DiscussedThread,
  New,
  NewComment,
  NewReport,
  Report,
  Reports,
} from '@atelier/domain';
import type { Knex } from 'knex';
import { readNumber } from './dialect.js';
import {
  accountAuditEntryRow,
  auditEntryRow,
  commentChanges,
  commentRow,
  discussedRowOf,
  reportResolutionRow,
  reportRow,
  toAccountAuditEntry,
  toAuditEntry,
  toComment,
  toCommentReaction,
  toDiscussedComment,
  toReport,
} from './mappers/records-mapper.js';
import type { DbBigint } from './rows/columns.js';
import {
  type AccountAuditEntryRow,
  type AuditEntryRow,
  COMMENT_COLUMNS,
  type CommentReactionRow,
  type CommentRow,
  type DiscussedThreadRow,
  type ReportRow,
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

  /**
   * One statement: the page's threads, then in an outer query over them only, each one's author, reactions and
   * replies (with theirs, as JSON), and the model's count of shown comments. An empty first page means nothing is
   * shown: a shown reply's thread is shown too (a deleted one is held by it), and a reply under a hidden thread is
   * shown only with `withHidden`, which shows that thread. Only an empty later page counts in a statement of its own.
   */
  async threadsOfModel(
    modelId: number,
    page: { limit: number; before: number | null; withHidden: boolean },
  ): Promise<{ threads: DiscussedThread[]; total: number }> {
    const rows = await this.threadsQuery(modelId, page);
    const [first] = rows;
    const total =
      first !== undefined
        ? first.total
        : page.before === null && page.limit > 0
          ? 0
          : ((await this.shownCount(modelId, page.withHidden)) as { total: DbBigint }[])[0]?.total;
    return this.threadsFrom(rows, total ?? 0);
  }

  /**
   * The read of `threadsOfModel`, newest first: the page's threads, then an outer query over them that adds each
   * one's author, reactions and replies, and the model's count of shown comments (`THREAD_COLUMNS`). The model
   * page's read (knex-model-page.ts) brings its rows as JSON.
   */
  threadsQuery(
    modelId: number,
    page: { limit: number; before: number | null; withHidden: boolean },
  ): Knex.QueryBuilder<DiscussedThreadRow, DiscussedThreadRow[]> {
    const { db, dialect } = this.store;
    const withHidden = page.withHidden;
    const threads = db('comments as t')
      .select('t.*')
      .where('t.model_id', modelId)
      .whereNull('t.parent_id')
      .modify((q) => {
        if (page.before !== null) q.where('t.id', '<', page.before);
      })
      .where((shown) =>
        shown
          .where((alive) => {
            alive.whereNull('t.deleted_at');
            if (!withHidden) alive.where('t.hidden', false);
          })
          // A deleted comment stays while one of its replies is shown.
          .orWhere((held) =>
            held.whereNotNull('t.deleted_at').whereExists((reply) => {
              reply
                .select(db.raw('1'))
                .from('comments as r')
                .whereRaw('r.parent_id = t.id')
                .whereNull('r.deleted_at');
              if (!withHidden) reply.where('r.hidden', false);
            }),
          ),
      )
      .orderBy('t.id', 'desc')
      .limit(page.limit);
    const replies = db('comments as r')
      .join('users as ru', 'ru.id', 'r.user_id')
      .select(db.raw(dialect.jsonAggregate(this.discussedValues('r', 'ru'), 'r.id')))
      .whereRaw('r.parent_id = c.id')
      .whereNull('r.deleted_at')
      .modify((q) => {
        if (!withHidden) q.where('r.hidden', false);
      });
    return db
      .select(
        'c.*',
        'u.username as author_username',
        'u.deleted_at as author_deleted_at',
        db.raw(`${this.reactionsOfComment('c')} AS reactions_json`),
        replies.as('replies_json'),
        this.shownCount(modelId, withHidden).as('total'),
      )
      .from(threads.as('c'))
      .join('users as u', 'u.id', 'c.user_id')
      .orderBy('c.id', 'desc') as unknown as Knex.QueryBuilder<DiscussedThreadRow, DiscussedThreadRow[]>;
  }

  /** The threads `threadsQuery`'s rows hold, and the model's count of shown comments. */
  threadsFrom(
    rows: readonly DiscussedThreadRow[],
    total: DbBigint,
  ): { threads: DiscussedThread[]; total: number } {
    const { dialect } = this.store;
    return {
      threads: rows.map((row) => ({
        ...toDiscussedComment(row, dialect),
        replies: dialect
          .readJson<unknown[][]>(row.replies_json)
          .map((values) => toDiscussedComment(discussedRowOf(values), dialect)),
      })),
      total: readNumber(total),
    };
  }

  /** The reactions of the comment `alias` as JSON rows of [user id, reaction], by user then reaction. */
  private reactionsOfComment(alias: string): string {
    return this.store.dialect.jsonRows(
      ['cr.user_id', 'cr.reaction'],
      `FROM comment_reactions cr WHERE cr.comment_id = ${alias}.id`,
      'cr.user_id, cr.reaction',
    );
  }

  /** A comment's values in `DISCUSSED_COMMENT_COLUMNS`' order: the comment `comment`, its author `user`, reactions. */
  private discussedValues(comment: string, user: string): string[] {
    return [
      ...COMMENT_COLUMNS.map((column) => `${comment}.${column}`),
      `${user}.username`,
      `${user}.deleted_at`,
      this.reactionsOfComment(comment),
    ];
  }

  /** How many comments of the model are shown: not deleted; unless `withHidden`, not hidden nor under a hidden one. */
  private shownCount(modelId: number, withHidden: boolean) {
    const { db } = this.store;
    return db('comments as k')
      .where('k.model_id', modelId)
      .whereNull('k.deleted_at')
      .modify((q) => {
        if (withHidden) return;
        // A hidden comment hides its replies with it.
        q.where('k.hidden', false).whereNotExists((parent) =>
          parent
            .select(db.raw('1'))
            .from('comments as p')
            .whereRaw('p.id = k.parent_id')
            .where('p.hidden', true),
        );
      })
      .count({ total: '*' });
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
