import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { notFound } from '../api/not-found.server';
import { prefetchSignedIn } from '../api/prefetch.server';
import { ModeratorPage } from '../moderator/ModeratorPage';
import { searchQueryOf } from '../moderator/search-param';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/**
 * `/moderator`: the moderator workspace (docs/moderation.md). A signed-out visitor signs in first; a signed-in
 * non-moderator finds no such page.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  return prefetchSignedIn(request, context, async (api, queryClient, url) => {
    const me = await queryClient.fetchQuery(api.auth.me.queryOptions());
    if (!me?.isModerator) throw notFound();
    const query = searchQueryOf(url.searchParams);
    await Promise.all([
      queryClient.prefetchQuery(api.moderator.getReviewRequests.queryOptions({})),
      queryClient.prefetchQuery(api.moderator.getReports.queryOptions({})),
      queryClient.prefetchQuery(api.moderator.getModelsInViolation.queryOptions({})),
      query === ''
        ? null
        : queryClient.prefetchQuery(api.moderator.getModelsMatching.queryOptions({ query })),
    ]);
  });
}

export const meta: MetaFunction = () => [{ title: 'Moderator workspace | Atelier' }];

export default function ModeratorRoute() {
  return <ModeratorPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
