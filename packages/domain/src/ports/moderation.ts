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
