import type { NotificationKind } from '../../notifications/notification-kinds.js';
import type { Inbox } from '../../ports/notifications.js';
import type { Notification } from '../../social/social.js';

/** The inbox in memory; tests put notifications in with `deliver`, as the `Notifier` would after a commit. */
export class InMemoryInbox implements Inbox {
  private readonly notifications: Notification[] = [];
  private readonly disabled = new Set<string>();

  deliver(userId: number, kind: NotificationKind, message: string, createdAt: Date): Notification {
    const notification = {
      id: this.notifications.length + 1,
      userId,
      kind,
      message,
      createdAt: new Date(createdAt),
      readAt: null,
    };
    this.notifications.push(notification);
    return { ...notification };
  }

  private of(userId: number): Notification[] {
    return this.notifications
      .filter((n) => n.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  }

  async page(userId: number, page: number, pageSize: number) {
    const all = this.of(userId);
    const items = all.slice((page - 1) * pageSize, page * pageSize).map((n) => ({ ...n }));
    return { items, totalItems: all.length };
  }

  async unreadCount(userId: number): Promise<number> {
    return this.of(userId).filter((n) => n.readAt === null).length;
  }

  async markRead(userId: number, ids: readonly number[], at: Date): Promise<number> {
    const unread = this.of(userId).filter((n) => n.readAt === null && ids.includes(n.id));
    for (const n of unread) n.readAt = new Date(at);
    return unread.length;
  }

  async markAllRead(userId: number, at: Date): Promise<number> {
    return this.markRead(
      userId,
      this.of(userId).map((n) => n.id),
      at,
    );
  }

  async disabledKinds(userId: number): Promise<NotificationKind[]> {
    return [...this.disabled]
      .filter((key) => key.startsWith(`${userId}:`))
      .map((key) => key.slice(key.indexOf(':') + 1) as NotificationKind);
  }

  async setEnabled(userId: number, kind: NotificationKind, enabled: boolean): Promise<void> {
    if (enabled) this.disabled.delete(`${userId}:${kind}`);
    else this.disabled.add(`${userId}:${kind}`);
  }
}
