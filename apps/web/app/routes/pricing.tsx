import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { prefetch } from '../api/prefetch.server';
import { PricingPage } from '../membership/PricingPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/pricing` ("Join Now"): the hub's membership tiers; a signed-in viewer's membership and balance too. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { dehydrated } = await prefetch(context, async (api, queryClient) => {
    const [viewer] = await Promise.all([
      queryClient.fetchQuery(api.auth.me.queryOptions()),
      queryClient.prefetchQuery(api.membership.getTiers.queryOptions()),
    ]);
    if (viewer !== null) await queryClient.prefetchQuery(api.membership.getMine.queryOptions());
  });
  return { dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'Membership pricing | Atelier' }];

export default function PricingRoute() {
  return <PricingPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
