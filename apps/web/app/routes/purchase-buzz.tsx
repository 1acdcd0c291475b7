import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { prefetchSignedIn } from '../api/prefetch.server';
import { PurchaseBuzzPage } from '../buzz/PurchaseBuzzPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/purchase/buzz`: the ways to get Buzz on this hub; a signed-out visitor signs in first and comes back. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return prefetchSignedIn(request, context, async (api, queryClient) => {
    await Promise.all([
      queryClient.prefetchQuery(api.buzz.getBalance.queryOptions()),
      queryClient.prefetchQuery(api.buzz.getWays.queryOptions()),
    ]);
  });
}

export const meta: MetaFunction = () => [{ title: 'Get Buzz | Atelier' }];

export default function PurchaseBuzzRoute() {
  return <PurchaseBuzzPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
