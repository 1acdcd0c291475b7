import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { addReview, type ReviewNotice, reviewNotice, sendReviewNotice } from './create-review.js';
import type { Review } from './review.js';
import { nextReviewAction, type ReviewAction } from './review-rules.js';

type ToggleReviewOutcome = { action: ReviewAction['kind']; review: Review | null };

/**
 * A thumbs click on a version (spec §4): creates, flips or deletes the viewer's review as `nextReviewAction`
 * decides; a new review passes every rule of `resourceReview.create`.
 */
export class ToggleReview {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'notifier'>) {}

  async execute(
    viewer: Viewer,
    input: { modelId: number; modelVersionId: number; clicked: 'up' | 'down' },
  ): Promise<Result<ToggleReviewOutcome>> {
    const now = this.deps.clock.now();
    let notice: ReviewNotice | null = null;
    const result = await this.deps.uow.run(async (repositories): Promise<Result<ToggleReviewOutcome>> => {
      notice = null;
      if (viewer === null) return fail(errors.signInRequired);
      const loaded = await loadAuthorizedVersion(
        repositories,
        'model.review',
        viewer,
        input.modelVersionId,
        now,
        input.modelId,
      );
      if (!loaded.ok) return loaded;
      const current = await repositories.reviews.ofUserAndVersion(viewer.id, input.modelVersionId);
      const action = nextReviewAction(current, input.clicked);
      if (action.kind === 'create') {
        const created = await addReview(
          repositories,
          viewer,
          { ...input, recommended: action.recommended },
          now,
        );
        if (!created.ok) return created;
        notice = await reviewNotice(repositories, viewer, created.value);
        return ok({ action: action.kind, review: created.value });
      }
      if (current === null) return fail(errors.notFound);
      if (action.kind === 'delete') {
        await repositories.reviews.remove(action.id);
        return ok({ action: action.kind, review: null });
      }
      const updated: Review = { ...current, recommended: action.recommended, rating: action.rating };
      await repositories.reviews.save(updated);
      return ok({ action: action.kind, review: updated });
    });
    if (result.ok) await sendReviewNotice(this.deps, notice);
    return result;
  }
}
