import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { redirect } from 'react-router';
import { withReturnUrl } from '../account/return-url';
import { prefetch } from '../api/prefetch.server';
import { NotificationsPage } from '../notifications/NotificationsPage';
import { pageOf } from '../notifications/page-param';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/user/notifications`: the viewer's inbox; a signed-out visitor signs in first and comes back. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { result: signedIn, dehydrated } = await prefetch(context, async (api, queryClient) => {
    if ((await queryClient.fetchQuery(api.auth.me.queryOptions())) === null) return false;
    await Promise.all([
      queryClient.prefetchQuery(api.notification.getAll.queryOptions({ page: pageOf(url.searchParams) })),
      queryClient.prefetchQuery(api.notification.getUnreadCount.queryOptions()),
      queryClient.prefetchQuery(api.user.getNotificationSettings.queryOptions()),
    ]);
    return true;
  });
  if (!signedIn) throw redirect(withReturnUrl('/login', `${url.pathname}${url.search}`));
  return { dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'Notifications | Atelier' }];

export default function UserNotificationsRoute() {
  return <NotificationsPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
