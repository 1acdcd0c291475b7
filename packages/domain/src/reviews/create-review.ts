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

/** What the model's owner is told of a new review: nothing when they reviewed their own model. */
export type ReviewNotice = { ownerId: number; message: string };

export const reviewNotice = async (
  repositories: Pick<Repositories, 'models'>,
  reviewer: { id: number; username: string },
  review: Pick<Review, 'modelId' | 'recommended'>,
): Promise<ReviewNotice | null> => {
  const model = await repositories.models.ofId(review.modelId);
  if (model === null || model.userId === reviewer.id) return null;
  const verdict = review.recommended ? 'recommends' : 'does not recommend';
  return { ownerId: model.userId, message: `${reviewer.username} reviewed "${model.name}": ${verdict} it.` };
};

/** Tells the owner of a committed review's model. */
export const sendReviewNotice = async (deps: Pick<Deps, 'notifier'>, notice: ReviewNotice | null) => {
  if (notice !== null) {
    await deps.notifier.notify({ userIds: [notice.ownerId] }, { kind: 'review', message: notice.message });
  }
};

/** `resourceReview.create`: one review per user and version, after downloading it (spec §5). */
export class CreateReview {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'notifier'>) {}

  async execute(viewer: Viewer, input: NewReviewInput): Promise<Result<Review>> {
    const now = this.deps.clock.now();
    let notice: ReviewNotice | null = null;
    const result = await this.deps.uow.run(async (repositories) => {
      const added = await addReview(repositories, viewer, input, now);
      notice = added.ok && viewer !== null ? await reviewNotice(repositories, viewer, added.value) : null;
      return added;
    });
    if (result.ok) await sendReviewNotice(this.deps, notice);
    return result;
  }
}
