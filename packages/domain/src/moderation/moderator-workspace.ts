import type { Model } from '../models/model.js';
import type { Users } from '../ports/users.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { User, Viewer } from '../users/user.js';

/** Each queue of the moderator workspace shows at most this many rows at once (docs/moderation.md). */
export const MODERATOR_QUEUE_LIMIT = 50;

/** The workspace is for moderators only: anonymous callers are asked to sign in, everyone else is refused. */
export const requireModerator = (viewer: Viewer): Result<User> => {
  if (viewer === null || viewer.banned) return fail(errors.signInRequired);
  return viewer.isModerator ? ok(viewer) : fail(errors.forbidden);
};

/** A model as a queue row names it; `username` is null when the owner's account is gone. */
export type QueueModel = {
  id: number;
  name: string;
  type: Model['type'];
  status: Model['status'];
  owner: { id: number; username: string | null };
};

/** The owners' usernames of these models, in one read. */
export const queueModels = async (
  users: Pick<Users, 'ofIds'>,
  models: readonly Model[],
): Promise<Map<number, QueueModel>> => {
  const owners = await users.ofIds([...new Set(models.map((model) => model.userId))]);
  const usernames = new Map(
    owners.filter((user) => user.deletedAt === null).map((user) => [user.id, user.username]),
  );
  return new Map(
    models.map((model) => [
      model.id,
      {
        id: model.id,
        name: model.name,
        type: model.type,
        status: model.status,
        owner: { id: model.userId, username: usernames.get(model.userId) ?? null },
      },
    ]),
  );
};

/** A page of a queue: its rows, how many there are in all, and whether more follow the ones shown. */
export type QueuePage<T> = { items: T[]; total: number; hasMore: boolean };
