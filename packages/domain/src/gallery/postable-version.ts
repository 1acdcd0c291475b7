import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import type { AuthorizationFailure } from '../permissions/authorize.js';
import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Repositories } from '../ports/unit-of-work.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';

/**
 * A version the viewer may post on (`model.post`: anyone signed in on a public model, its owner or a moderator on
 * any version they can see, drafts too). A hidden version answers like a missing one. Muted users may not post
 * (spec §5), owners of the model included: the policy grants owners by role, so muting is asked here as well.
 */
export const loadPostableVersion = async (
  repositories: Pick<Repositories, 'models' | 'versions'>,
  viewer: Viewer,
  modelVersionId: number,
  now: Date,
): Promise<Result<{ model: Model; version: ModelVersion }, AuthorizationFailure>> => {
  const loaded = await loadAuthorizedVersion(repositories, 'model.post', viewer, modelVersionId, now);
  if (!loaded.ok) return loaded;
  if (viewer?.muted) return fail(errors.muted);
  return ok(loaded.value);
};
