import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { prefetchSignedIn } from '../api/prefetch.server';
import { ApiKeysPage } from '../api-keys/ApiKeysPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/user/account/api-keys`: the viewer's API keys; a signed-out visitor signs in first and comes back. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return prefetchSignedIn(request, context, async (api, queryClient) => {
    await queryClient.prefetchQuery(api.auth.listApiKeys.queryOptions());
  });
}

export const meta: MetaFunction = () => [{ title: 'API keys | Atelier' }];

export default function UserAccountApiKeysRoute() {
  return <ApiKeysPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
