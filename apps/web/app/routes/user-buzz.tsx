import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { prefetchSignedIn } from '../api/prefetch.server';
import { BuzzHistoryPage } from '../buzz/BuzzHistoryPage';
import { beforeOf } from '../buzz/before-param';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/user/buzz`: the viewer's balance and Buzz history; a signed-out visitor signs in first and comes back. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return prefetchSignedIn(request, context, async (api, queryClient, url) => {
    await Promise.all([
      queryClient.prefetchQuery(api.buzz.getBalance.queryOptions()),
      queryClient.prefetchQuery(api.buzz.getHistory.queryOptions({ before: beforeOf(url.searchParams) })),
    ]);
  });
}

export const meta: MetaFunction = () => [{ title: 'Buzz | Atelier' }];

export default function UserBuzzRoute() {
  return <BuzzHistoryPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
