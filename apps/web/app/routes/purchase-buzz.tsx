import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { redirect } from 'react-router';
import { withReturnUrl } from '../account/return-url';
import { prefetch } from '../api/prefetch.server';
import { PurchaseBuzzPage } from '../buzz/PurchaseBuzzPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/purchase/buzz`: the ways to get Buzz on this hub; a signed-out visitor signs in first and comes back. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { result: signedIn, dehydrated } = await prefetch(context, async (api, queryClient) => {
    if ((await queryClient.fetchQuery(api.auth.me.queryOptions())) === null) return false;
    await Promise.all([
      queryClient.prefetchQuery(api.buzz.getBalance.queryOptions()),
      queryClient.prefetchQuery(api.buzz.getWays.queryOptions()),
    ]);
    return true;
  });
  if (!signedIn) throw redirect(withReturnUrl('/login', `${url.pathname}${url.search}`));
  return { dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'Get Buzz | Atelier' }];

export default function PurchaseBuzzRoute() {
  return <PurchaseBuzzPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
