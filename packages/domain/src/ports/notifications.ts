import type { NotificationKind } from '../notifications/notification-kinds.js';
import type { Notification } from '../social/social.js';

/**
 * A user's notifications as the inbox reads them, and their per-kind settings. Written by the `Notifier` after the
 * change that caused them commits, so reads and marks are single statements outside any unit of work.
 */
export interface Inbox {
  /** One page of the user's notifications, newest first, and how many there are in all. */
  page(
    userId: number,
    page: number,
    pageSize: number,
  ): Promise<{ items: Notification[]; totalItems: number }>;
  unreadCount(userId: number): Promise<number>;
  /** Marks these of the user's notifications read (others' ids are ignored); answers how many changed. */
  markRead(userId: number, ids: readonly number[], at: Date): Promise<number>;
  markAllRead(userId: number, at: Date): Promise<number>;
  /** The kinds the user turned off. */
  disabledKinds(userId: number): Promise<NotificationKind[]>;
  setEnabled(userId: number, kind: NotificationKind, enabled: boolean): Promise<void>;
}
