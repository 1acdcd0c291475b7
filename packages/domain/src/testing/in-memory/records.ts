import type { AuditEntry } from '../../moderation/audit.js';
import type { AuditLog } from '../../ports/moderation.js';
import type { New } from '../../ports/new.js';
import type { JobName } from '../../ports/services.js';
import type { Comments, Reports } from '../../ports/social.js';
import type { JobQueue } from '../../ports/unit-of-work.js';
import type { Vault } from '../../ports/vault.js';
import type { Comment, Report } from '../../social/social.js';
import type { AccountAuditEntry } from '../../users/account-audit.js';
import type { VaultItem } from '../../vault/vault.js';
import type { InMemoryDatabase } from './database.js';
import { deleteWhere, insert, requireRow, select } from './table.js';

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

  async create(report: New<Report>): Promise<Report> {
    return insert(this.db.state.reports, report);
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

  async create(comment: New<Comment>): Promise<Comment> {
    requireRow(this.db.state.models, comment.modelId, 'model');
    return insert(this.db.state.comments, comment);
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
