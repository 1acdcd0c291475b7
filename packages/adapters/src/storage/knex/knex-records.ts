import type {
  AccountAuditEntry,
  AuditEntry,
  AuditLog,
  Comment,
  Comments,
  New,
  Report,
  Reports,
} from '@atelier/domain';
import {
  accountAuditEntryRow,
  auditEntryRow,
  commentRow,
  reportRow,
  toAccountAuditEntry,
  toAuditEntry,
  toComment,
  toReport,
} from './mappers/records-mapper.js';
import type { AccountAuditEntryRow, AuditEntryRow, CommentRow, ReportRow } from './rows/records-rows.js';
import { explainConstraint, type Store } from './store.js';

export class KnexReports implements Reports {
  constructor(private readonly store: Store) {}

  async create(report: New<Report>): Promise<Report> {
    const [row] = await this.store
      .db<ReportRow>('reports')
      .insert(reportRow(report))
      .returning('*')
      .catch(explainConstraint(this.store, 'cannot create report'));
    return toReport(row as ReportRow, this.store.dialect);
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

  async create(comment: New<Comment>): Promise<Comment> {
    const [row] = await this.store
      .db<CommentRow>('comments')
      .insert(commentRow(comment))
      .returning('*')
      .catch(explainConstraint(this.store, `cannot comment on model ${comment.modelId}`));
    return toComment(row as CommentRow, this.store.dialect);
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
