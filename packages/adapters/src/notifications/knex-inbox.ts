import type { Inbox, Notification, NotificationKind } from '@atelier/domain';
import type { Knex } from 'knex';
import { dialectOf } from '../storage/knex/dialect.js';

type NotificationRow = {
  id: number;
  user_id: number;
  kind: NotificationKind;
  message: string;
  created_at: unknown;
  read_at: unknown;
};

/** The `notifications` rows the `KnexNotifier` writes, read and marked by their recipient; settings per kind. */
export class KnexInbox implements Inbox {
  constructor(private readonly knex: Knex) {}

  private toNotification(row: NotificationRow): Notification {
    const dialect = dialectOf(this.knex);
    return {
      id: Number(row.id),
      userId: Number(row.user_id),
      kind: row.kind,
      message: row.message,
      createdAt: dialect.readDate(row.created_at),
      readAt: row.read_at === null ? null : dialect.readDate(row.read_at),
    };
  }

  async page(userId: number, page: number, pageSize: number) {
    const [rows, [count]] = await Promise.all([
      this.knex<NotificationRow>('notifications')
        .where({ user_id: userId })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.knex('notifications').where({ user_id: userId }).count({ total: '*' }),
    ]);
    return {
      items: rows.map((row) => this.toNotification(row)),
      totalItems: Number(count?.total ?? 0),
    };
  }

  async unreadCount(userId: number): Promise<number> {
    const [count] = await this.knex('notifications')
      .where({ user_id: userId })
      .whereNull('read_at')
      .count({ total: '*' });
    return Number(count?.total ?? 0);
  }

  async markRead(userId: number, ids: readonly number[], at: Date): Promise<number> {
    if (ids.length === 0) return 0;
    return this.knex('notifications')
      .where({ user_id: userId })
      .whereIn('id', [...ids])
      .whereNull('read_at')
      .update({ read_at: at });
  }

  async markAllRead(userId: number, at: Date): Promise<number> {
    return this.knex('notifications').where({ user_id: userId }).whereNull('read_at').update({ read_at: at });
  }

  async disabledKinds(userId: number): Promise<NotificationKind[]> {
    const rows = await this.knex('notification_settings').where({ user_id: userId }).orderBy('kind');
    return rows.map((row: { kind: NotificationKind }) => row.kind);
  }

  async setEnabled(userId: number, kind: NotificationKind, enabled: boolean): Promise<void> {
    if (enabled) {
      await this.knex('notification_settings').where({ user_id: userId, kind }).delete();
      return;
    }
    await this.knex('notification_settings')
      .insert({ user_id: userId, kind })
      .onConflict(['user_id', 'kind'])
      .ignore();
  }
}
