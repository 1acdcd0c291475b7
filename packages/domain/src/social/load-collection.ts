import { isAccountShown } from '../permissions/policy.js';
import type { Repositories } from '../ports/unit-of-work.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { User, Viewer } from '../users/user.js';
import { canManageCollection, canSeeCollection } from './collection-rules.js';
import type { Collection } from './social.js';

/**
 * The collection and its owner, if the viewer may see it: a private one (`canSeeCollection`) or one whose owner's
 * account is not shown (`isAccountShown`) answers exactly like a missing id.
 */
export const loadVisibleCollection = async (
  repositories: Pick<Repositories, 'collections' | 'users'>,
  viewer: Viewer,
  collectionId: number,
): Promise<Result<{ collection: Collection; owner: User }, DomainError<'NOT_FOUND'>>> => {
  const collection = await repositories.collections.ofId(collectionId);
  if (collection === null || !canSeeCollection(viewer, collection)) return fail(errors.notFound);
  const owner = await repositories.users.ofId(collection.userId);
  if (owner === null || !isAccountShown(viewer, owner)) return fail(errors.notFound);
  return ok({ collection, owner });
};

/** A collection the viewer owns: sign in first, missing when not seen, forbidden when someone else's. */
export const loadOwnCollection = async (
  repositories: Pick<Repositories, 'collections' | 'users'>,
  viewer: Viewer,
  collectionId: number,
): Promise<Result<Collection, DomainError<'AUTH.SIGN_IN_REQUIRED' | 'NOT_FOUND' | 'AUTH.FORBIDDEN'>>> => {
  if (viewer === null) return fail(errors.signInRequired);
  const loaded = await loadVisibleCollection(repositories, viewer, collectionId);
  if (!loaded.ok) return loaded;
  if (!canManageCollection(viewer, loaded.value.collection)) return fail(errors.forbidden);
  return ok(loaded.value.collection);
};
