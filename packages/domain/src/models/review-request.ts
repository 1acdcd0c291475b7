import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Model } from './model.js';
import type { ModelVersion } from './model-version.js';

/** Spec §4: the review is model-level when the model is in violation, else version-level for a version in violation. */
export const reviewRequestLevel = (
  model: Pick<Model, 'status'>,
  version: Pick<ModelVersion, 'status'> | null,
): 'model' | 'version' | null => {
  if (model.status === 'UnpublishedViolation') return 'model';
  return version?.status === 'UnpublishedViolation' ? 'version' : null;
};

/** A request is refused while one is in progress (needsReview). */
export const checkReviewRequest = (meta: { needsReview: boolean }): Result<null> =>
  meta.needsReview ? fail(errors.reviewRequestInProgress) : ok(null);
