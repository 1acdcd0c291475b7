import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import type { AuditEntry } from '../moderation/audit.js';
import type { AccountAuditEntry } from '../users/account-audit.js';
import type { New } from './new.js';

export interface AuditLog {
  append(entry: New<AuditEntry>): Promise<AuditEntry>;
  ofModel(modelId: number): Promise<AuditEntry[]>;
  /** Account actions (roles, mutes, Buzz grants) are audited per account, not per model. */
  appendAccount(entry: New<AccountAuditEntry>): Promise<AccountAuditEntry>;
  /** What was done to this account, in the order it was appended. */
  ofAccount(userId: number): Promise<AccountAuditEntry[]>;
}

/** What the moderator workspace reads beyond the other stores (docs/moderation.md). */
export interface ModerationQueue {
  /** Every model unpublished for a violation that is not deleted, and every such version of a model not deleted. */
  violations(): Promise<{ models: Model[]; versions: ModelVersion[] }>;
  /** The ids of the models with a file carrying this hash (any hash type; compared upper-cased). */
  modelIdsWithFileHash(hash: string): Promise<number[]>;
  /** Models whose name contains `text` (case-insensitive), deleted ones included, newest first, at most `limit`. */
  modelsNamed(text: string, limit: number): Promise<Model[]>;
}
