import type { CommentReactionEntry, DiscussedComment, DiscussedThread } from '../../comments/comment.js';
import type { AuditEntry } from '../../moderation/audit.js';
import type { AuditLog } from '../../ports/moderation.js';
import type { New } from '../../ports/new.js';
import type { JobName } from '../../ports/services.js';
import type { Comments, NewComment, NewReport, Reports } from '../../ports/social.js';
import type { JobQueue } from '../../ports/unit-of-work.js';
import type { Vault } from '../../ports/vault.js';
import type { Comment, Report } from '../../social/social.js';
import type { AccountAuditEntry } from '../../users/account-audit.js';
import type { VaultItem } from '../../vault/vault.js';
import type { InMemoryDatabase } from './database.js';
import { deleteWhere, findRow, insert, requireRow, select, update } from './table.js';

export class InMemoryVault implements Vault {
  constructor(private readonly db: InMemoryDatabase) {}

  async itemsOf(userId: number): Promise<VaultItem[]> {
    return select(this.db.state.vault, (item) => item.userId === userId);
  }

  async itemOf(userId: number, modelVersionId: number): Promise<VaultItem | null> {
    return (
      select(this.db.state.vault, (i) => i.userId === userId && i.modelVersionId === modelVersionId)[0] ??
      null
    );
  }

  async add(item: New<VaultItem>): Promise<VaultItem> {
    requireRow(this.db.state.users, item.userId, 'user');
    return insert(this.db.state.vault, item);
  }

  async remove(userId: number, itemIds: number[]): Promise<number> {
    return deleteWhere(this.db.state.vault, (item) => item.userId === userId && itemIds.includes(item.id))
      .length;
  }

  async updateNotes(userId: number, itemIds: number[], notes: string): Promise<number> {
    const items = [...this.db.state.vault.rows.values()].filter(
      (item) => item.userId === userId && itemIds.includes(item.id),
    );
    for (const item of items) item.notes = notes;
    return items.length;
  }

  async usedKb(userId: number): Promise<number> {
    return (await this.itemsOf(userId)).reduce((sum, item) => sum + item.sizeKb, 0);
  }
}

export class InMemoryReports implements Reports {
  constructor(private readonly db: InMemoryDatabase) {}

  async create(report: NewReport): Promise<Report> {
    return insert(this.db.state.reports, {
      ...report,
      status: 'Open',
      resolvedAt: null,
      resolvedBy: null,
      resolutionNote: null,
    });
  }

  async ofId(id: number): Promise<Report | null> {
    return findRow(this.db.state.reports, id);
  }

  async open(page: { limit: number; after: number | null }): Promise<Report[]> {
    return select(
      this.db.state.reports,
      (report) => report.status === 'Open' && (page.after === null || report.id > page.after),
    )
      .sort((a, b) => a.id - b.id)
      .slice(0, page.limit);
  }

  async countOpen(): Promise<number> {
    return select(this.db.state.reports, (report) => report.status === 'Open').length;
  }

  async save(report: Report): Promise<void> {
    update(this.db.state.reports, report, 'report');
  }

  /** Not part of the port; lets tests assert on what was reported. */
  async all(): Promise<Report[]> {
    return select(this.db.state.reports);
  }
}

export class InMemoryComments implements Comments {
  constructor(private readonly db: InMemoryDatabase) {}

  /** Oldest first. */
  async ofModel(modelId: number): Promise<Comment[]> {
    return select(this.db.state.comments, (comment) => comment.modelId === modelId).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
    );
  }

  async ofId(id: number): Promise<Comment | null> {
    return findRow(this.db.state.comments, id);
  }

  async threadsOfModel(
    modelId: number,
    page: { limit: number; before: number | null; withHidden: boolean },
  ): Promise<{ threads: DiscussedThread[]; total: number }> {
    const all = select(this.db.state.comments, (comment) => comment.modelId === modelId);
    const shown = (comment: Comment) => comment.deletedAt === null && (page.withHidden || !comment.hidden);
    const threads = all
      .filter((comment) => comment.parentId === null && (page.before === null || comment.id < page.before))
      .filter((comment) =>
        comment.deletedAt === null
          ? shown(comment)
          : all.some((reply) => reply.parentId === comment.id && shown(reply)),
      )
      .sort((a, b) => b.id - a.id)
      .slice(0, page.limit);
    const repliesOf = (thread: Comment) =>
      all
        .filter((reply) => reply.parentId === thread.id && shown(reply))
        .sort((a, b) => a.id - b.id)
        .map((reply) => this.discussed(reply));
    return {
      threads: threads.map((thread) => ({ ...this.discussed(thread), replies: repliesOf(thread) })),
      total: this.countOfModel(modelId, page),
    };
  }

  /** A comment with its author's name and state and its reactions, as a join reads them. */
  private discussed(comment: Comment): DiscussedComment {
    const author = requireRow(this.db.state.users, comment.userId, 'user');
    const reactions = this.db.state.commentReactions
      .filter((entry) => entry.commentId === comment.id)
      .map((entry) => ({ ...entry }))
      .sort((a, b) => a.userId - b.userId || a.reaction.localeCompare(b.reaction));
    const deletedAt = author.deletedAt === null ? null : new Date(author.deletedAt);
    return { ...comment, author: { username: author.username, deletedAt }, reactions };
  }

  private countOfModel(modelId: number, options: { withHidden: boolean }): number {
    const hiddenIds = new Set(
      select(this.db.state.comments, (c) => c.modelId === modelId && c.hidden).map((c) => c.id),
    );
    return select(
      this.db.state.comments,
      (c) =>
        c.modelId === modelId &&
        c.deletedAt === null &&
        (options.withHidden || (!c.hidden && (c.parentId === null || !hiddenIds.has(c.parentId)))),
    ).length;
  }

  async create(comment: NewComment): Promise<Comment> {
    requireRow(this.db.state.models, comment.modelId, 'model');
    if (comment.parentId !== undefined && comment.parentId !== null) {
      requireRow(this.db.state.comments, comment.parentId, 'comment');
    }
    return insert(this.db.state.comments, {
      ...comment,
      parentId: comment.parentId ?? null,
      editedAt: null,
      hidden: false,
      deletedAt: null,
    });
  }

  async save(comment: Comment): Promise<void> {
    update(this.db.state.comments, comment, 'comment');
  }

  async reactionsOf(commentIds: readonly number[]): Promise<CommentReactionEntry[]> {
    return this.db.state.commentReactions
      .filter((entry) => commentIds.includes(entry.commentId))
      .map((entry) => ({ ...entry }));
  }

  async setReaction(entry: CommentReactionEntry, on: boolean): Promise<void> {
    requireRow(this.db.state.comments, entry.commentId, 'comment');
    const same = (e: CommentReactionEntry) =>
      e.commentId === entry.commentId && e.userId === entry.userId && e.reaction === entry.reaction;
    this.db.state.commentReactions = this.db.state.commentReactions.filter((e) => !same(e));
    if (on) this.db.state.commentReactions.push({ ...entry });
  }
}

/** Jobs enqueued in a unit of work land in the database state, so a rollback takes them back too. */
export class InMemoryJobQueue implements JobQueue {
  constructor(private readonly db: InMemoryDatabase) {}

  async enqueue(name: JobName, payload: Record<string, number>): Promise<void> {
    this.db.state.queuedJobs.push({ name, payload: { ...payload } });
  }

  /** Test-only: what committed units of work enqueued and is waiting, in order (the Knex store answers alike). */
  async waiting(): Promise<{ name: JobName; payload: Record<string, number> }[]> {
    return this.db.state.queuedJobs.map((job) => ({ name: job.name, payload: { ...job.payload } }));
  }
}

export class InMemoryAuditLog implements AuditLog {
  constructor(private readonly db: InMemoryDatabase) {}

  async append(entry: New<AuditEntry>): Promise<AuditEntry> {
    return insert(this.db.state.audit, entry);
  }

  /** In the order they were appended. */
  async ofModel(modelId: number): Promise<AuditEntry[]> {
    return select(this.db.state.audit, (entry) => entry.modelId === modelId);
  }

  async appendAccount(entry: New<AccountAuditEntry>): Promise<AccountAuditEntry> {
    return insert(this.db.state.accountAudit, entry);
  }

  /** In the order they were appended. */
  async ofAccount(userId: number): Promise<AccountAuditEntry[]> {
    return select(this.db.state.accountAudit, (entry) => entry.userId === userId);
  }
}
