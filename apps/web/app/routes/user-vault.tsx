import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { prefetchSignedIn } from '../api/prefetch.server';
import { VaultPage } from '../membership/VaultPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/user/vault`: the viewer's Vault; a signed-out visitor signs in first and comes back. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return prefetchSignedIn(request, context, async (api, queryClient) => {
    await queryClient.prefetchQuery(api.vault.get.queryOptions());
  });
}

export const meta: MetaFunction = () => [{ title: 'Your Vault | Atelier' }];

export default function UserVaultRoute() {
  return <VaultPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
