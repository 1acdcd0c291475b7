import { rolesOf } from '../permissions/policy.js';
import type { Viewer } from '../users/user.js';
import { isVisibleStatus, type Model } from './model.js';
import type { ModelVersion } from './model-version.js';

type VersionProgress = Pick<ModelVersion, 'status' | 'fileCount' | 'postCount' | 'trainingStatus'>;

/** Spec §4: a version with no files, no posts, or not Published/Scheduled. */
export const isVersionIncomplete = (version: VersionProgress): boolean =>
  version.fileCount === 0 || version.postCount === 0 || !isVisibleStatus(version.status);

type WizardStep = 1 | 2 | 3;

/**
 * The wizard step that finishes an incomplete version: 1 (details/training) while unpublished with a training
 * status, 2 without files, 3 without posts; null when only publishing is missing (the publish button does that).
 */
export const wizardStepFor = (version: VersionProgress): WizardStep | null => {
  if (!isVisibleStatus(version.status) && version.trainingStatus !== null) return 1;
  if (version.fileCount === 0) return 2;
  if (version.postCount === 0) return 3;
  return null;
};

/** Where the owner goes on clicking an incomplete version's tab; null means the tab just selects the version. */
export const versionWizardUrl = (
  viewer: Viewer,
  model: Pick<Model, 'id' | 'userId'>,
  version: VersionProgress & Pick<ModelVersion, 'id'>,
): string | null => {
  if (!rolesOf(viewer, model.userId).includes('owner')) return null;
  const step = wizardStepFor(version);
  return step === null ? null : `/models/${model.id}/model-versions/${version.id}/wizard?step=${step}`;
};
