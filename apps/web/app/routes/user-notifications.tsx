import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { prefetchSignedIn } from '../api/prefetch.server';
import { NotificationsPage } from '../notifications/NotificationsPage';
import { pageOf } from '../notifications/page-param';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/user/notifications`: the viewer's inbox; a signed-out visitor signs in first and comes back. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return prefetchSignedIn(request, context, async (api, queryClient, url) => {
    await Promise.all([
      queryClient.prefetchQuery(api.notification.getAll.queryOptions({ page: pageOf(url.searchParams) })),
      queryClient.prefetchQuery(api.notification.getUnreadCount.queryOptions()),
      queryClient.prefetchQuery(api.user.getNotificationSettings.queryOptions()),
    ]);
  });
}

export const meta: MetaFunction = () => [{ title: 'Notifications | Atelier' }];

export default function UserNotificationsRoute() {
  return <NotificationsPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
