import type { New } from '../ports/new.js';
import type { Viewer } from '../users/user.js';
import type { AuditAction, AuditEntry } from './audit.js';

/** The audit entry for an owner's or moderator's action; such actions are authorized, so there is always a viewer. */
export const auditEntry = (
  actor: Viewer,
  action: AuditAction,
  target: { modelId: number; modelVersionId?: number | null },
  now: Date,
  details: Record<string, unknown> = {},
): New<AuditEntry> => {
  if (actor === null) throw new Error(`${action}: an authorized owner or moderator action has no viewer`);
  return {
    actorId: actor.id,
    action,
    modelId: target.modelId,
    modelVersionId: target.modelVersionId ?? null,
    details,
    createdAt: now,
  };
};
