import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { redirect } from 'react-router';
import { withReturnUrl } from '../account/return-url';
import { AccountSettingsPage } from '../account-settings/AccountSettingsPage';
import { prefetch } from '../api/prefetch.server';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/user/account`: the viewer's settings; a signed-out visitor signs in first and comes back. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { result: signedIn, dehydrated } = await prefetch(context, async (api, queryClient) => {
    if ((await queryClient.fetchQuery(api.auth.me.queryOptions())) === null) return false;
    await queryClient.prefetchQuery(api.user.getSettings.queryOptions());
    return true;
  });
  if (!signedIn) throw redirect(withReturnUrl('/login', `${url.pathname}${url.search}`));
  return { dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'Account settings | Atelier' }];

export default function UserAccountRoute() {
  return <AccountSettingsPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
