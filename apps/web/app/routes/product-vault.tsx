import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { prefetch } from '../api/prefetch.server';
import { VaultProductPage } from '../membership/VaultProductPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/product/vault` (the vault upsell's "Learn more"): what the Vault is; `returnUrl` is the way back. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { dehydrated } = await prefetch(context, (api, queryClient) =>
    queryClient.prefetchQuery(api.membership.getTiers.queryOptions()),
  );
  return { dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'The Vault | Atelier' }];

export default function ProductVaultRoute() {
  return <VaultProductPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
