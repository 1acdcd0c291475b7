import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { redirect } from 'react-router';
import { withReturnUrl } from '../account/return-url';
import { prefetch } from '../api/prefetch.server';
import { ApiKeysPage } from '../api-keys/ApiKeysPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/user/account/api-keys`: the viewer's API keys; a signed-out visitor signs in first and comes back. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { result: signedIn, dehydrated } = await prefetch(context, async (api, queryClient) => {
    if ((await queryClient.fetchQuery(api.auth.me.queryOptions())) === null) return false;
    await queryClient.prefetchQuery(api.auth.listApiKeys.queryOptions());
    return true;
  });
  if (!signedIn) throw redirect(withReturnUrl('/login', `${url.pathname}${url.search}`));
  return { dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'API keys | Atelier' }];

export default function UserAccountApiKeysRoute() {
  return <ApiKeysPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
