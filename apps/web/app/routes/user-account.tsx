import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { AccountSettingsPage } from '../account-settings/AccountSettingsPage';
import { prefetchSignedIn } from '../api/prefetch.server';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/user/account`: the viewer's settings; a signed-out visitor signs in first and comes back. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return prefetchSignedIn(request, context, async (api, queryClient) => {
    await queryClient.prefetchQuery(api.user.getSettings.queryOptions());
  });
}

export const meta: MetaFunction = () => [{ title: 'Account settings | Atelier' }];

export default function UserAccountRoute() {
  return <AccountSettingsPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
