import { strictId } from '@atelier/domain';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetch } from '../api/prefetch.server';
import { ReviewsPage } from '../reviews/ReviewsPage';
import { reviewsFilterFrom } from '../reviews/reviews-filter';
import { reviewsQueryOptions } from '../reviews/reviews-query';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/models/{modelId}/reviews?modelVersionId=&recommended=`: a fixed segment before the model page's `:slug?`. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const modelId = strictId(params.id);
  if (modelId === null) throw notFound();
  const filter = reviewsFilterFrom(new URL(request.url).searchParams);
  try {
    const { result: first, dehydrated } = await prefetch(context, async (api, queryClient) => {
      const reviews = await queryClient.fetchInfiniteQuery(reviewsQueryOptions(api, modelId, filter));
      return reviews.pages[0];
    });
    return { modelId, filter, title: `Reviews of ${first?.model.name ?? 'a model'}`, dehydrated };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.title} | Atelier` : 'Atelier' },
];

export default function ModelReviewsRoute() {
  return <ReviewsPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
