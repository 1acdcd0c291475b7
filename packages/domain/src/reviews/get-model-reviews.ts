import { isVersionVisible } from '../models/visibility.js';
import { authorize } from '../permissions/authorize.js';
import { isAccountShown } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ReviewTotals } from './review.js';
import { type ReviewLabel, reviewLabelOf } from './review-label.js';

/** How many reviews the reviews page loads at a time. */
export const REVIEWS_PAGE_SIZE = 20;

type ModelReviewItem = {
  id: number;
  modelVersionId: number;
  recommended: boolean;
  details: string | null;
  createdAt: Date;
  user: { id: number; username: string };
};

type ModelReviewsPage = {
  model: { id: number; name: string };
  /** The versions the viewer may see, in the model's order: the version filter's choices. */
  versions: { id: number; name: string }[];
  /** Thumbs up and down of the chosen version (of the whole model without one), and their spec §9 label. */
  totals: ReviewTotals;
  label: ReviewLabel | null;
  items: ModelReviewItem[];
  /** The `before` of the next page; null on the last one. */
  nextCursor: number | null;
};

type ModelReviewsQuery = {
  modelId: number;
  /** Only this version's reviews; it must be one the viewer may see. */
  modelVersionId?: number | null;
  /** Only thumbs up (true) or down (false). */
  recommended?: boolean | null;
  cursor?: number | null;
};

/**
 * `resourceReview.getForModel`: the /models/{id}/reviews page. A model or version the viewer may not see answers like
 * a missing one; reviews of hidden versions and by accounts people lists leave out are not listed.
 */
export class GetModelReviews {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: ModelReviewsQuery): Promise<Result<ModelReviewsPage>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (repositories): Promise<Result<ModelReviewsPage>> => {
      const model = await repositories.models.ofId(input.modelId);
      const visible = authorize('model.view', viewer, model, now);
      if (!visible.ok || model === null) return fail(errors.notFound);
      const versions = (await repositories.versions.ofModel(model.id)).filter((version) =>
        isVersionVisible(version, viewer, model, now),
      );
      const chosen = input.modelVersionId ?? null;
      if (chosen !== null && !versions.some((version) => version.id === chosen)) return fail(errors.notFound);
      const versionIds = chosen === null ? versions.map((version) => version.id) : [chosen];
      const totalsByVersion = await repositories.reviews.totalsOfVersions(versionIds);
      const totals = [...totalsByVersion.values()].reduce(
        (sum, each) => ({ up: sum.up + each.up, down: sum.down + each.down }),
        { up: 0, down: 0 },
      );
      const reviews = await repositories.reviews.ofVersionsPage({
        modelVersionIds: versionIds,
        recommended: input.recommended ?? null,
        before: input.cursor ?? null,
        limit: REVIEWS_PAGE_SIZE + 1,
      });
      const page = reviews.slice(0, REVIEWS_PAGE_SIZE);
      const authors = new Map(
        (await repositories.users.ofIds(page.map((r) => r.userId))).map((u) => [u.id, u]),
      );
      const items = page.flatMap((review): ModelReviewItem[] => {
        const author = authors.get(review.userId);
        if (author === undefined || !isAccountShown(viewer, author)) return [];
        const { id, modelVersionId, recommended, details, createdAt } = review;
        return [
          {
            id,
            modelVersionId,
            recommended,
            details,
            createdAt,
            user: { id: author.id, username: author.username },
          },
        ];
      });
      return ok({
        model: { id: model.id, name: model.name },
        versions: versions.map((version) => ({ id: version.id, name: version.name })),
        totals,
        label: reviewLabelOf(totals),
        items,
        nextCursor: reviews.length > REVIEWS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
      });
    });
  }
}
