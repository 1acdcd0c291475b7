import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { redirect } from 'react-router';
import { withReturnUrl } from '../account/return-url';
import { prefetch } from '../api/prefetch.server';
import { BuzzHistoryPage } from '../buzz/BuzzHistoryPage';
import { beforeOf } from '../buzz/before-param';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/user/buzz`: the viewer's balance and Buzz history; a signed-out visitor signs in first and comes back. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { result: signedIn, dehydrated } = await prefetch(context, async (api, queryClient) => {
    if ((await queryClient.fetchQuery(api.auth.me.queryOptions())) === null) return false;
    await Promise.all([
      queryClient.prefetchQuery(api.buzz.getBalance.queryOptions()),
      queryClient.prefetchQuery(api.buzz.getHistory.queryOptions({ before: beforeOf(url.searchParams) })),
    ]);
    return true;
  });
  if (!signedIn) throw redirect(withReturnUrl('/login', `${url.pathname}${url.search}`));
  return { dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'Buzz | Atelier' }];

export default function UserBuzzRoute() {
  return <BuzzHistoryPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
