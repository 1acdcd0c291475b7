import { Link } from 'react-aria-components';
import { BellIcon } from '../../icons';
import * as styles from './NotificationBell.css';

export interface NotificationBellProps {
  /** Unread notifications; the badge hides at 0 and shows "99+" above 99. */
  unreadCount: number;
  /** The inbox page. */
  href: string;
}

/** The count a badge shows: the number, capped so the badge stays small. */
const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/** The header's bell: a link to the inbox named with its unread count ("Notifications, 3 unread"). */
export function NotificationBell({ unreadCount, href }: NotificationBellProps) {
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
  return (
    <Link href={href} aria-label={label} className={styles.bell} data-unread={unreadCount > 0 || undefined}>
      <BellIcon />
      {unreadCount > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {badgeText(unreadCount)}
        </span>
      ) : null}
    </Link>
  );
}
