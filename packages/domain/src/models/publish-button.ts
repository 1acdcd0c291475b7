import { authorize } from '../permissions/authorize.js';
import type { PolicyModel } from '../permissions/policy.js';
import type { Viewer } from '../users/user.js';
import type { PublicationStatus } from './model.js';
import type { ModelVersion } from './model-version.js';

const UNPUBLISHED: readonly PublicationStatus[] = ['Draft', 'Unpublished', 'UnpublishedViolation'];

export const isUnpublished = (status: PublicationStatus): boolean => UNPUBLISHED.includes(status);

/**
 * Spec §5: for the owner or a moderator, when the version or the model is unpublished, the version has files and
 * posts, and the model is not private. The server's rule decides the rest (an owner cannot republish a violation,
 * nor publish a locked model).
 */
export const canShowPublishButton = (
  viewer: Viewer,
  model: PolicyModel,
  version: Pick<ModelVersion, 'status' | 'fileCount' | 'postCount'>,
  now: Date,
): boolean => {
  const modelUnpublished = isUnpublished(model.status);
  if (!modelUnpublished && !isUnpublished(version.status)) return false;
  if (version.fileCount === 0 || version.postCount === 0 || model.availability === 'Private') return false;
  return authorize(modelUnpublished ? 'model.publish' : 'model.publishVersion', viewer, model, now).ok;
};
