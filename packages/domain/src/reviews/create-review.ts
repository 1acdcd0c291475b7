import { isEarlyAccessActive } from '../early-access/early-access.js';
import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Review } from './review.js';
import { canReview, validateRating } from './review-rules.js';

type NewReviewInput = {
  modelId: number;
  modelVersionId: number;
  recommended: boolean;
  rating?: number;
  details?: string | null;
};

/** Empty review comments are no comments. */
export const normalizeDetails = (details: string | null | undefined): string | null =>
  details === undefined || details === null || details.trim() === '' ? null : details.trim();

/** Every rule a new review must pass, then the write; shared by `resourceReview.create` and the thumbs toggle. */
export const addReview = async (
  repositories: Repositories,
  viewer: Viewer,
  input: NewReviewInput,
  now: Date,
): Promise<Result<Review>> => {
  const loaded = await loadAuthorizedVersion(
    repositories,
    'model.review',
    viewer,
    input.modelVersionId,
    now,
    input.modelId,
  );
  if (!loaded.ok) return loaded;
  if (viewer === null) return fail(errors.signInRequired);
  const { version } = loaded.value;
  const hasDownloaded = await repositories.downloads.hasDownloaded(viewer.id, version.id);
  const allowed = canReview(viewer, { inEarlyAccess: isEarlyAccessActive(version, now), hasDownloaded });
  if (!allowed.ok) return allowed;
  const rating = validateRating(input.recommended, input.rating);
  if (!rating.ok) return rating;
  if ((await repositories.reviews.ofUserAndVersion(viewer.id, version.id)) !== null) {
    return fail(errors.reviewAlreadyExists);
  }
  const review = await repositories.reviews.create({
    userId: viewer.id,
    modelId: version.modelId,
    modelVersionId: version.id,
    recommended: input.recommended,
    rating: rating.value,
    details: normalizeDetails(input.details),
    createdAt: now,
  });
  return { ok: true, value: review };
};

/** `resourceReview.create`: one review per user and version, after downloading it (spec §5). */
export class CreateReview {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: NewReviewInput): Promise<Result<Review>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run((repositories) => addReview(repositories, viewer, input, now));
  }
}
