import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import { rolesOf } from '../permissions/policy.js';
import type { Users } from '../ports/users.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { AuditEntry } from './audit.js';

/** An audit entry as a person reads it: who did it by name; `username` is null when that account is gone. */
type AuditLogEntry = AuditEntry & { actor: { id: number; username: string | null } };

/** The usernames of the actors, in one read; a deleted or missing account has none (absent from the map). */
const usernamesOf = async (users: Users, actorIds: readonly number[]): Promise<Map<number, string>> => {
  const found = await users.ofIds([...new Set(actorIds)]);
  return new Map(found.filter((user) => user.deletedAt === null).map((user) => [user.id, user.username]));
};

/** Details only moderators read: their private notes (docs/moderation.md). */
const PRIVATE_DETAILS = ['note'];

const withoutPrivateDetails = (details: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(details).filter(([key]) => !PRIVATE_DETAILS.includes(key)));

/**
 * `model.getAuditLog`: what owners and moderators did to a model, newest first, with each actor's username. Moderators
 * and the model's owner read it; the owner without the moderators' private notes.
 */
export class GetModelAuditLog {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<AuditLogEntry[]>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (r) => {
      const loadedModel = await loadAuthorizedModel(r, 'model.viewAuditLog', viewer, input.id, now);
      if (!loadedModel.ok) return loadedModel;
      const model = loadedModel.value;
      const entries = [...(await r.audit.ofModel(model.id))].sort(
        (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
      );
      const usernames = await usernamesOf(
        r.users,
        entries.map((entry) => entry.actorId),
      );
      const isModerator = rolesOf(viewer, model.userId).includes('moderator');
      return ok(
        entries.map((entry) => ({
          ...entry,
          details: isModerator ? entry.details : withoutPrivateDetails(entry.details),
          actor: { id: entry.actorId, username: usernames.get(entry.actorId) ?? null },
        })),
      );
    });
  }
}
