import type { ServerApi } from '../load-context';
import type { ReviewsFilter } from './reviews-filter';

/** The same proxy in loaders and in the browser, so both build the very same query keys. */
export const reviewsQueryOptions = (api: ServerApi, modelId: number, filter: ReviewsFilter) =>
  api.resourceReview.getForModel.infiniteQueryOptions(
    { modelId, modelVersionId: filter.modelVersionId, recommended: filter.recommended },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
