import { type AccountActor, type AuditEntry, isConsole, type Model, type User } from '@atelier/domain';

/** What commands print about a model: its moderation-relevant state, not the whole page. */
export const presentModel = (model: Model) => ({
  id: model.id,
  name: model.name,
  status: model.status,
  mode: model.mode,
  locked: model.locked,
  commentsLocked: model.meta.commentsLocked,
  cannotPromote: model.meta.cannotPromote,
  deletedAt: model.deletedAt,
  unpublishedReason: model.meta.unpublishedReason,
});

export const presentActor = (user: User) => ({ id: user.id, username: user.username });

/** Who an account command acted as: the moderator, or null for the operator at the console. */
export const presentAccountActor = (actor: AccountActor) =>
  actor === null || isConsole(actor) ? null : presentActor(actor);

/** " (as alice)" after an account command's line when a moderator acted; nothing for the console. */
export const asSuffix = (actor: AccountActor): string =>
  actor === null || isConsole(actor) ? '' : ` (as ${actor.username})`;

export const presentUser = (user: User) => ({
  id: user.id,
  username: user.username,
  isModerator: user.isModerator,
  isMember: user.isMember,
  /** Null for a membership without expiry (the CLI's) or none; see docs/membership.md. */
  memberUntil: user.memberUntil,
  muted: user.muted,
  banned: user.banned,
});

export const rolesLine = (user: User): string =>
  [
    user.isModerator && 'moderator',
    user.isMember &&
      (user.memberUntil === null ? 'member' : `member until ${user.memberUntil.toISOString()}`),
    user.muted && 'muted',
    user.banned && 'banned',
  ]
    .filter(Boolean)
    .join(', ') || 'user';

export const auditLine = (entry: AuditEntry, actors: Map<number, string | null>): string => {
  const actor = actors.get(entry.actorId) ?? 'a deleted user';
  const version = entry.modelVersionId === null ? '' : ` version ${entry.modelVersionId}`;
  const details = Object.keys(entry.details).length === 0 ? '' : ` ${JSON.stringify(entry.details)}`;
  return `${entry.createdAt.toISOString()}  ${entry.action}${version} by ${actor} (#${entry.actorId})${details}`;
};
