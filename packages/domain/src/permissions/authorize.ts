import type { Model } from '../models/model.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { type Action, isAllowed } from './policy.js';

type PolicyModel = Pick<Model, 'userId' | 'status' | 'availability' | 'deletedAt' | 'publishedAt'>;

/**
 * Checks `action` against the policy. A model the viewer may not see answers exactly like a missing one,
 * so refusals never reveal that a hidden model exists.
 */
export const authorize = (
  action: Action,
  viewer: Viewer,
  model: PolicyModel | null,
  now: Date,
): Result<null> => {
  if (model === null) return fail(errors.notFound);
  const visible = isAllowed('model.view', viewer, model, now) || isAllowed(action, viewer, model, now);
  if (!visible) return fail(errors.notFound);
  if (isAllowed(action, viewer, model, now)) return ok(null);
  if (viewer === null) return fail(errors.signInRequired);
  return fail(
    viewer.muted && isAllowed(action, { ...viewer, muted: false }, model, now)
      ? errors.muted
      : errors.forbidden,
  );
};
