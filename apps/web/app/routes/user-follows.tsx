import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetch } from '../api/prefetch.server';
import { FollowListPage } from '../people/FollowListPage';
import { FOLLOW_LIST_TEXT, followListKindOf } from '../people/follow-list';
import { prefetchViewer } from '../shared/social/prefetch.server';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/user/{username}/followers` and `/user/{username}/following` (two routes, one page). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const username = params.username ?? '';
  // Longer than any username: no such user (and the API's input check would refuse it).
  if (username.length > 100) throw notFound();
  const kind = followListKindOf(new URL(request.url).pathname);
  try {
    const { result: list, dehydrated } = await prefetch(context, async (api, queryClient) => {
      const [list, viewer] = await Promise.all([
        queryClient.fetchQuery(api.user.getFollowList.queryOptions({ username, kind })),
        prefetchViewer(api, queryClient),
      ]);
      // The follow buttons' state at first paint.
      if (viewer !== null) await queryClient.prefetchQuery(api.user.getFollowingUsers.queryOptions());
      return list;
    });
    return { username: list.user.username, kind, dehydrated };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${FOLLOW_LIST_TEXT[page.kind].title(page.username)} | Atelier` : 'Atelier' },
];

export default function UserFollowsRoute() {
  return <FollowListPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
