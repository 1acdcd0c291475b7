import type { New } from '../ports/new.js';
import { type AccountActor, isConsole } from './account-actor.js';

/** What moderators and the operator do to accounts; kept apart from the per-model audit log (moderation/audit.ts). */
const ACCOUNT_AUDIT_ACTIONS = [
  'user.promote',
  'user.mute',
  'user.unmute',
  'buzz.grant',
  'user.delete',
  'user.restore',
] as const;
export type AccountAuditAction = (typeof ACCOUNT_AUDIT_ACTIONS)[number];

export type AccountAuditEntry = {
  id: number;
  /** The acting moderator; null for the operator at the console. */
  actorId: number | null;
  action: AccountAuditAction;
  /** The account acted on. */
  userId: number;
  details: Record<string, unknown>;
  createdAt: Date;
};

/** The audit entry for an authorized account action. */
export const accountAuditEntry = (
  actor: AccountActor,
  action: AccountAuditAction,
  userId: number,
  now: Date,
  details: Record<string, unknown> = {},
): New<AccountAuditEntry> => {
  if (actor === null) throw new Error(`${action}: an authorized account action has no actor`);
  return { actorId: isConsole(actor) ? null : actor.id, action, userId, details, createdAt: now };
};
