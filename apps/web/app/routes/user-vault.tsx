import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { redirect } from 'react-router';
import { withReturnUrl } from '../account/return-url';
import { prefetch } from '../api/prefetch.server';
import { VaultPage } from '../membership/VaultPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/user/vault`: the viewer's Vault; a signed-out visitor signs in first and comes back. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { result: signedIn, dehydrated } = await prefetch(context, async (api, queryClient) => {
    if ((await queryClient.fetchQuery(api.auth.me.queryOptions())) === null) return false;
    await queryClient.prefetchQuery(api.vault.get.queryOptions());
    return true;
  });
  if (!signedIn) throw redirect(withReturnUrl('/login', url.pathname));
  return { dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'Your Vault | Atelier' }];

export default function UserVaultRoute() {
  return <VaultPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
