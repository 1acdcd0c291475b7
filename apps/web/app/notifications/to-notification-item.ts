import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@atelier/domain';
import type { NotificationItemView } from '@atelier/react-kit';

/** A notification as `notification.getAll` answers it (dates as ISO strings over the wire). */
export type NotificationAnswer = {
  id: number;
  kind: NotificationKind;
  message: string;
  createdAt: string | Date;
  readAt: string | Date | null;
};

// UTC, so the server's render and the browser's hydration print the same text.
const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The inbox row the kit shows for one notification. */
export const toNotificationItem = (notification: NotificationAnswer): NotificationItemView => {
  const createdAt = new Date(notification.createdAt);
  return {
    id: notification.id,
    message: notification.message,
    kindLabel: NOTIFICATION_KIND_LABELS[notification.kind],
    timeLabel: time.format(createdAt),
    dateTime: createdAt.toISOString(),
    read: notification.readAt !== null,
  };
};
