import { Button } from '../Button';
import * as styles from './NotificationItem.css';

/** One notification as the inbox shows it; the web presenter words the kind and the time. */
export interface NotificationItemView {
  id: number;
  message: string;
  /** What kind it is, in words ("Tips received"). */
  kindLabel: string;
  /** When it came, in words ("3 hours ago"), and as an ISO date for `<time>`. */
  timeLabel: string;
  dateTime: string;
  read: boolean;
}

export interface NotificationItemProps {
  notification: NotificationItemView;
  onMarkRead: (id: number) => void;
  /** While this notification's mark is on its way. */
  isMarking?: boolean;
}

/** A row of the inbox (render inside a `<ul>`): the message, its kind and time, and "Mark read" while unread. */
export function NotificationItem({ notification, onMarkRead, isMarking = false }: NotificationItemProps) {
  const { id, message, kindLabel, timeLabel, dateTime, read } = notification;
  return (
    <li
      className={styles.item({ read })}
      data-read={read || undefined}
      aria-label={read ? message : `Unread: ${message}`}
    >
      <span className={styles.dot({ read })} aria-hidden="true" />
      <div className={styles.body}>
        <p className={styles.message}>{message}</p>
        <p className={styles.meta}>
          {kindLabel} · <time dateTime={dateTime}>{timeLabel}</time>
        </p>
      </div>
      {read ? null : (
        <Button
          variant="subtle"
          tone="neutral"
          size="sm"
          isLoading={isMarking}
          aria-label={`Mark read: ${message}`}
          onPress={() => onMarkRead(id)}
        >
          Mark read
        </Button>
      )}
    </li>
  );
}
