import { Button, EmptyState, NotificationItem } from '@atelier/react-kit';
import { Link, useSearchParams } from 'react-router';
import { NotificationSettings } from './NotificationSettings';
import * as styles from './notifications.css';
import { pageOf } from './page-param';
import { toNotificationItem } from './to-notification-item';
import { useInbox } from './use-notifications';

/** /user/notifications: the viewer's inbox, newest first, a page at a time, and the settings per kind. */
export function NotificationsPage() {
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams);
  const { inbox, markRead, markAllRead } = useInbox(page);
  if (!inbox) return null;
  const items = inbox.items.map(toNotificationItem);
  return (
    <section className={styles.page} aria-labelledby="notifications-title">
      <div className={styles.heading}>
        <h1 id="notifications-title" className={styles.title}>
          Notifications
        </h1>
        <p className={styles.unread} aria-live="polite">
          {inbox.unreadCount === 0 ? 'All read' : `${inbox.unreadCount} unread`}
        </p>
        <Button
          variant="secondary"
          tone="neutral"
          size="sm"
          isDisabled={inbox.unreadCount === 0}
          isLoading={markAllRead.isPending}
          onPress={() => markAllRead.mutate(undefined)}
        >
          Mark all read
        </Button>
      </div>
      {items.length === 0 ? (
        <EmptyState title="No notifications yet" />
      ) : (
        <ul className={styles.list} aria-label="Notifications">
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              notification={item}
              isMarking={markRead.isPending && markRead.variables?.ids.includes(item.id) === true}
              onMarkRead={(id) => markRead.mutate({ ids: [id] })}
            />
          ))}
        </ul>
      )}
      {inbox.totalPages > 1 ? (
        <nav aria-label="Pages" className={styles.pager}>
          {page > 1 ? <Link to={`?page=${page - 1}`}>Previous page</Link> : null}
          <span>
            Page {inbox.page} of {inbox.totalPages}
          </span>
          {page < inbox.totalPages ? <Link to={`?page=${page + 1}`}>Next page</Link> : null}
        </nav>
      ) : null}
      <NotificationSettings />
    </section>
  );
}
