import { authorize } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { normalizeDetails } from './create-review.js';
import type { Review } from './review.js';
import { validateRating } from './review-rules.js';

type ReviewChanges = { details?: string | null; recommended?: boolean; rating?: number };

/**
 * The thumb a change asks for: `recommended` when given, else the one its rating stands for (5 up, 1 down); a
 * rating that matches neither the thumb nor 5/1 is refused.
 */
const applyReviewChanges = (review: Review, changes: ReviewChanges): Result<Review> => {
  const recommended =
    changes.recommended ?? (changes.rating === undefined ? review.recommended : changes.rating === 5);
  const rating = validateRating(recommended, changes.rating);
  if (!rating.ok) return rating;
  const details = changes.details === undefined ? review.details : normalizeDetails(changes.details);
  return ok({ ...review, recommended, rating: rating.value, details });
};

/** `resourceReview.update`: only the author changes a review. */
export class UpdateReview {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number } & ReviewChanges): Promise<Result<Review>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (repositories) => {
      const review = await repositories.reviews.ofId(input.id);
      if (review === null) return fail(errors.notFound);
      const model = await repositories.models.ofId(review.modelId);
      const allowed = authorize('model.review', viewer, model, now);
      if (!allowed.ok) return allowed;
      if (viewer?.id !== review.userId) return fail(errors.forbidden);
      const updated = applyReviewChanges(review, input);
      if (!updated.ok) return updated;
      await repositories.reviews.save(updated.value);
      return updated;
    });
  }
}
