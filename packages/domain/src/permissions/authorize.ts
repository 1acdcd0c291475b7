import type { ModelVersion } from '../models/model-version.js';
import { isVersionVisible } from '../models/visibility.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { type Action, isAllowed, type PolicyModel, rolesOf } from './policy.js';

/** Why `authorize` refuses: hidden or missing, signed out, not allowed, muted, or locked by a moderator. */
export type AuthorizationFailure = DomainError<
  'NOT_FOUND' | 'AUTH.SIGN_IN_REQUIRED' | 'AUTH.FORBIDDEN' | 'USER.MUTED' | 'MODEL.LOCKED'
>;

/**
 * The owner's edits of a model (docs/moderator-actions.md): its details, versions, files, publishing, deleting,
 * showcase, resources, gallery settings and prompts. A locked model refuses them to its owner; moderators are never
 * refused. Reading, reporting, posting images and asking moderators for a review stay open to the owner.
 */
const OWNER_EDITS: ReadonlySet<Action> = new Set<Action>([
  'model.edit',
  'model.addVersion',
  'model.reorderVersions',
  'model.deleteVersion',
  'model.manageFiles',
  'model.publish',
  'model.publishVersion',
  'model.publishPrivate',
  'model.unpublish',
  'model.delete',
  'model.setShowcase',
  'model.manageResources',
  'model.moderateGallery',
  'model.managePrompts',
]);

/** Whether the model's lock stands between this viewer and `action`: an owner's edit of a locked model. */
export const isLockedFor = (action: Action, viewer: Viewer, model: PolicyModel): boolean =>
  model.locked && OWNER_EDITS.has(action) && !rolesOf(viewer, model.userId).includes('moderator');

/**
 * Checks `action` against the policy. A model the viewer may not see answers exactly like a missing one,
 * so refusals never reveal that a hidden model exists. An allowed owner's edit of a locked model is refused with
 * `MODEL.LOCKED`: every owner use case asks here, so the lock is enforced in this one place.
 */
export const authorize = (
  action: Action,
  viewer: Viewer,
  model: PolicyModel | null,
  now: Date,
): Result<null, AuthorizationFailure> => {
  if (model === null) return fail(errors.notFound);
  const visible = isAllowed('model.view', viewer, model, now) || isAllowed(action, viewer, model, now);
  if (!visible) return fail(errors.notFound);
  if (isAllowed(action, viewer, model, now))
    return isLockedFor(action, viewer, model) ? fail(errors.modelLocked) : ok(null);
  if (viewer === null) return fail(errors.signInRequired);
  return fail(
    viewer.muted && isAllowed(action, { ...viewer, muted: false }, model, now)
      ? errors.muted
      : errors.forbidden,
  );
};

/**
 * `authorize` for an action on one version of the model. A version the viewer may not see (a draft, for non-owners)
 * answers like a missing one before any other refusal, so no answer tells a hidden version from a missing one.
 */
export const authorizeOnVersion = (
  action: Action,
  viewer: Viewer,
  model: PolicyModel | null,
  version: Pick<ModelVersion, 'status' | 'publishedAt'>,
  now: Date,
): Result<null, AuthorizationFailure> => {
  if (model === null) return fail(errors.notFound);
  if (!isVersionVisible(version, viewer, model, now)) return fail(errors.notFound);
  return authorize(action, viewer, model, now);
};
