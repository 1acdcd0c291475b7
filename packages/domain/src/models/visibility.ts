import type { ModelFile } from '../files/model-file.js';
import { isAllowed, modelStateOf, type PolicyModel, rolesOf } from '../permissions/policy.js';
import type { Viewer } from '../users/user.js';
import type { Model } from './model.js';
import type { ModelVersion } from './model-version.js';

/** Published, or scheduled for a moment that has passed: what non-owners may see (spec §6). */
export const isVersionPublic = (version: Pick<ModelVersion, 'status' | 'publishedAt'>, now: Date): boolean =>
  version.status === 'Published' ||
  (version.status === 'Scheduled' && version.publishedAt !== null && version.publishedAt <= now);

/** Owners and moderators see every version and non-public files (spec §6). */
export const seesEverything = (viewer: Viewer, model: PolicyModel, now: Date): boolean =>
  isAllowed('model.seeAllVersions', viewer, model, now);

/** A soft-deleted version (status Deleted) is seen by moderators only, who may restore it; its owner too loses it. */
export const isVersionVisible = (
  version: Pick<ModelVersion, 'status' | 'publishedAt'>,
  viewer: Viewer,
  model: PolicyModel,
  now: Date,
): boolean =>
  version.status === 'Deleted'
    ? rolesOf(viewer, model.userId).includes('moderator')
    : seesEverything(viewer, model, now) || isVersionPublic(version, now);

/** Owners and moderators see every version; everybody else only the public ones. */
export const visibleVersions = <V extends Pick<ModelVersion, 'status' | 'publishedAt'>>(
  viewer: Viewer,
  model: PolicyModel,
  versions: readonly V[],
  now: Date,
): V[] =>
  seesEverything(viewer, model, now) ? [...versions] : versions.filter((v) => isVersionPublic(v, now));

/** Owners and moderators see non-public files too. */
export const visibleFiles = <F extends Pick<ModelFile, 'visibility'>>(
  viewer: Viewer,
  model: PolicyModel,
  files: readonly F[],
  now: Date,
): F[] =>
  seesEverything(viewer, model, now) ? [...files] : files.filter((file) => file.visibility === 'Public');

export type HiddenBySettings = 'poi' | 'minor';

/** Spec §5: poi models are hidden by disablePoi unless the viewer is the author; minor models by disableMinor. */
export const hiddenBySettings = (
  viewer: Viewer,
  model: Pick<Model, 'poi' | 'minor' | 'userId'>,
): HiddenBySettings | null => {
  if (viewer === null) return null;
  if (model.poi && viewer.disablePoi && viewer.id !== model.userId) return 'poi';
  if (model.minor && viewer.disableMinor) return 'minor';
  return null;
};

type ModelPageAccess =
  | { kind: 'page' }
  | { kind: 'removed' }
  | { kind: 'notFound' }
  | { kind: 'hiddenBySettings'; reason: HiddenBySettings };

/**
 * What the model page shows this viewer (spec §6). A deleted model shows the removed view to everyone but moderators
 * (the page) — its owner included, so they learn what happened to it; unpublished models and models of deleted or
 * banned authors are not found for anyone but moderators (the policy's one rule, `isAllowed`), and the viewer's own
 * settings apply last, to moderators too.
 */
export const modelPageAccess = (
  viewer: Viewer,
  model: PolicyModel & Pick<Model, 'poi' | 'minor'>,
  now: Date,
): ModelPageAccess => {
  const isModerator = rolesOf(viewer, model.userId).includes('moderator');
  if (modelStateOf(model, now) === 'deleted' && !isModerator) return { kind: 'removed' };
  if (!isAllowed('model.view', viewer, model, now)) return { kind: 'notFound' };
  const hidden = hiddenBySettings(viewer, model);
  return hidden === null ? { kind: 'page' } : { kind: 'hiddenBySettings', reason: hidden };
};
