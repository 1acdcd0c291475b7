import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import type { Repositories } from '../ports/unit-of-work.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { type AuthorizationFailure, authorize, authorizeOnVersion } from './authorize.js';
import type { Action } from './policy.js';

/**
 * Loads a version and its model and checks `action` on the model. A version the viewer may not see (non-owners see
 * only public versions, spec §6) or one that does not belong to `expectedModelId` answers like a missing one, before
 * any other refusal (`authorizeOnVersion`).
 */
export const loadAuthorizedVersion = async (
  repositories: Pick<Repositories, 'models' | 'versions'>,
  action: Action,
  viewer: Viewer,
  modelVersionId: number,
  now: Date,
  expectedModelId?: number,
): Promise<Result<{ model: Model; version: ModelVersion }, AuthorizationFailure>> => {
  const version = await repositories.versions.ofId(modelVersionId);
  if (version === null) return fail(errors.notFound);
  if (expectedModelId !== undefined && version.modelId !== expectedModelId) return fail(errors.notFound);
  const model = await repositories.models.ofId(version.modelId);
  const allowed = authorizeOnVersion(action, viewer, model, version, now);
  if (!allowed.ok) return allowed;
  return model === null ? fail(errors.notFound) : ok({ model, version });
};

/** Loads a model and checks `action` on it. */
export const loadAuthorizedModel = async (
  repositories: Pick<Repositories, 'models'>,
  action: Action,
  viewer: Viewer,
  modelId: number,
  now: Date,
): Promise<Result<Model, AuthorizationFailure>> => {
  const model = await repositories.models.ofId(modelId);
  const allowed = authorize(action, viewer, model, now);
  if (!allowed.ok) return allowed;
  return model === null ? fail(errors.notFound) : ok(model);
};
