import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Collection } from './social.js';

/** Users cannot follow themselves (spec §5). */
export const canFollowUser = (viewer: Viewer, targetUserId: number): Result<null> => {
  if (viewer === null) return fail(errors.signInRequired);
  if (viewer.id === targetUserId) return fail(errors.cannotFollowYourself);
  return ok(null);
};

/** Collection follow is hidden for the owner (spec §5): only signed-in users other than the owner follow one. */
export const canFollowCollection = (viewer: Viewer, collection: Pick<Collection, 'userId'>): boolean =>
  viewer !== null && viewer.id !== collection.userId;

/**
 * Whether the viewer may comment on a model (spec §5): comments writable (`canWrite`), discussion not locked,
 * signed in, not muted, and either not every version is in early access, or the viewer has download or generate
 * access, or is a moderator. Otherwise, with every version in early access: "You must be an Atelier Member…", the
 * name being the configured `product`.
 */
export const canComment = (
  viewer: Viewer,
  context: {
    canWrite: boolean;
    commentsLocked: boolean;
    allVersionsInEarlyAccess: boolean;
    hasEarlyAccess: boolean;
    product: string;
  },
): Result<null> => {
  if (!context.canWrite) return fail(errors.cannotWrite);
  if (context.commentsLocked) return fail(errors.commentsLocked);
  if (viewer === null) return fail(errors.signInRequired);
  if (viewer.muted) return fail(errors.muted);
  if (context.allVersionsInEarlyAccess && !context.hasEarlyAccess && !viewer.isModerator) {
    return fail(errors.membershipRequiredForDiscussion(context.product));
  }
  return ok(null);
};

/** Tag lists return at most 100 tags (spec §9). */
export const TAG_LIST_LIMIT = 100;
export const tagListLimit = (requested: number | undefined): number =>
  requested === undefined || !Number.isFinite(requested)
    ? TAG_LIST_LIMIT
    : Math.max(1, Math.min(TAG_LIST_LIMIT, Math.floor(requested)));

/** User search returns at most 10 users (spec §7 `user.getAll`). */
export const USER_SEARCH_LIMIT = 10;
