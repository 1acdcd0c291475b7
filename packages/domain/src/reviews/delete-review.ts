import { type AuthorizationFailure, authorize } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';

/** `resourceReview.delete`: the author (muted or not) or a moderator removes a review. */
export class DeleteReview {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number },
  ): Promise<Result<{ id: number }, AuthorizationFailure>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (repositories) => {
      if (viewer === null) return fail(errors.signInRequired);
      const review = await repositories.reviews.ofId(input.id);
      if (review === null) return fail(errors.notFound);
      const model = await repositories.models.ofId(review.modelId);
      const visible = authorize('model.view', viewer, model, now);
      if (!visible.ok) return visible;
      if (viewer.id !== review.userId && !viewer.isModerator) return fail(errors.forbidden);
      await repositories.reviews.remove(review.id);
      return ok({ id: review.id });
    });
  }
}
