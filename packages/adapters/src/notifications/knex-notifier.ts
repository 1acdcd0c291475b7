import type { Clock, Notification, Notifier, Recipients } from '@atelier/domain';
import type { Knex } from 'knex';

/**
 * Notifications are rows in `notifications`, read by the recipient's inbox. Moderators are resolved when the
 * notification is sent, in the same statement, so a moderator added a second later is not told about old events.
 * A recipient who turned the kind off (`notification_settings`) gets no row.
 */
export class KnexNotifier implements Notifier {
  constructor(
    private readonly knex: Knex,
    private readonly clock: Clock,
  ) {}

  /** The users who turned this kind off. */
  private turnedOff(kind: Notification['kind']) {
    return this.knex('notification_settings').select('user_id').where({ kind });
  }

  async notify(recipients: Recipients, notification: Pick<Notification, 'kind' | 'message'>): Promise<void> {
    const createdAt = this.clock.now();
    if ('moderators' in recipients) {
      const moderators = this.knex('users')
        .select(
          'id',
          this.knex.raw('? as kind', [notification.kind]),
          this.knex.raw('? as message', [notification.message]),
          this.knex.raw('? as created_at', [createdAt]),
        )
        .where({ is_moderator: true })
        .whereNull('deleted_at')
        .whereNotIn('id', this.turnedOff(notification.kind));
      await this.knex
        .into(this.knex.raw('?? (user_id, kind, message, created_at)', ['notifications']))
        .insert(moderators);
      return;
    }
    const off = new Set(
      (await this.turnedOff(notification.kind)).map((row: { user_id: number }) => Number(row.user_id)),
    );
    const userIds = [...new Set(recipients.userIds)].filter((id) => !off.has(id));
    if (userIds.length === 0) return;
    await this.knex('notifications').insert(
      userIds.map((userId) => ({
        user_id: userId,
        kind: notification.kind,
        message: notification.message,
        created_at: createdAt,
      })),
    );
  }
}
