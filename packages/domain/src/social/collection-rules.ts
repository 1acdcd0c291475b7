import { rolesOf } from '../permissions/policy.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Collection, CollectionSettings } from './social.js';

export const COLLECTION_NAME_MAX = 100;
export const COLLECTION_DESCRIPTION_MAX = 1000;

const isOwnerOrModerator = (role: string): boolean => role === 'owner' || role === 'moderator';

/** A private collection is seen by its owner and moderators; to everyone else it is missing (docs/adr/0007). */
export const canSeeCollection = (
  viewer: Viewer,
  collection: Pick<Collection, 'userId' | 'isPrivate'>,
): boolean =>
  !collection.isPrivate || (viewer !== null && rolesOf(viewer, collection.userId).some(isOwnerOrModerator));

/** Only the owner edits a collection, deletes it and adds or removes its items. */
export const canManageCollection = (viewer: Viewer, collection: Pick<Collection, 'userId'>): boolean =>
  viewer !== null && viewer.id === collection.userId;

/** Trims the name and description (an empty description is none) and checks their lengths. */
export const checkCollectionSettings = (
  settings: CollectionSettings,
): Result<CollectionSettings, DomainError<'INVALID_INPUT'>> => {
  const name = settings.name.trim();
  const description = settings.description?.trim() || null;
  if (name === '') return fail(errors.invalidInput('A collection needs a name.'));
  if (name.length > COLLECTION_NAME_MAX)
    return fail(errors.invalidInput(`A collection name can be at most ${COLLECTION_NAME_MAX} characters.`));
  if (description !== null && description.length > COLLECTION_DESCRIPTION_MAX)
    return fail(
      errors.invalidInput(`A description can be at most ${COLLECTION_DESCRIPTION_MAX} characters.`),
    );
  return ok({ name, description, isPrivate: settings.isPrivate });
};
