import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import { isAllowed } from '../permissions/policy.js';
import type { Viewer } from '../users/user.js';

type PolicyModel = Pick<Model, 'userId' | 'status' | 'availability' | 'deletedAt' | 'publishedAt'>;

/** Owners and moderators see every version and non-public files (spec §6). */
export const seesEverything = (viewer: Viewer, model: PolicyModel, now: Date): boolean =>
  isAllowed('model.seeAllVersions', viewer, model, now);

/** Spec §6: non-owners see only published versions; a scheduled version whose time has come counts as published. */
export const isVersionVisible = (
  version: Pick<ModelVersion, 'status' | 'publishedAt'>,
  viewer: Viewer,
  model: PolicyModel,
  now: Date,
): boolean =>
  seesEverything(viewer, model, now) ||
  version.status === 'Published' ||
  (version.status === 'Scheduled' && version.publishedAt !== null && version.publishedAt <= now);
