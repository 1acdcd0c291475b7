import { modelPath } from '@atelier/domain';
import type { ModelPageAnswer, ModelPageView, PageVersion } from '../model/model-types';

/**
 * The model page answer when the viewer may edit the model (the owner, a moderator: the server's `model.edit`);
 * null for anyone else and for a removed or unavailable model, which all look like a missing page.
 */
export const modelToEdit = (page: ModelPageAnswer): ModelPageView | null =>
  page.view === 'model' && page.viewer.can['model.edit'] ? page : null;

/**
 * The model page answer when its owner may not edit it because a moderator locked it: the edit page says so rather
 * than pretending the model is missing.
 */
export const lockedForOwner = (page: ModelPageAnswer): ModelPageView | null =>
  page.view === 'model' && page.viewer.editsLocked ? page : null;

/** One of the model's versions, not deleted; null when it is another model's or gone. */
export const liveVersionOf = (page: ModelPageView, versionId: number): PageVersion | null =>
  page.versions.find((version) => version.id === versionId && !version.deletedAt) ?? null;

/** The version to edit (step 1 and 3 of the wizard, the edit page), under the same rule as the model. */
export const editableVersion = (page: ModelPageAnswer, versionId: number): PageVersion | null => {
  const editable = modelToEdit(page);
  return editable ? liveVersionOf(editable, versionId) : null;
};

/** A version of a locked model, for its owner, who finds the edit page and reads why it cannot be edited. */
export const lockedVersionForOwner = (page: ModelPageAnswer, versionId: number): PageVersion | null => {
  const locked = lockedForOwner(page);
  return locked ? liveVersionOf(locked, versionId) : null;
};

/** The model page, on a version when one is given. */
export const modelHref = (page: ModelPageView, versionId?: number): string =>
  `${modelPath(page.model.id, page.model.name)}${versionId === undefined ? '' : `?modelVersionId=${versionId}`}`;
