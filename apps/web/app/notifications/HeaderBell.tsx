import { NotificationBell } from '@atelier/react-kit';
import { useUnreadCount } from './use-notifications';

export const NOTIFICATIONS_PATH = '/user/notifications';

/** The site header's bell for a signed-in viewer, with their unread count. */
export function HeaderBell() {
  return <NotificationBell unreadCount={useUnreadCount()} href={NOTIFICATIONS_PATH} />;
}
