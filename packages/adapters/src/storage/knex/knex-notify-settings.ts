import type { NotifyKind, NotifySettings } from '@atelier/domain';
import type { Store } from './store.js';

/** A setting is off until it is turned on; a row means "on". */
export class KnexNotifySettings implements NotifySettings {
  constructor(private readonly store: Store) {}

  async isOn(userId: number, kind: NotifyKind, entityId: number): Promise<boolean> {
    const row = await this.store
      .db('notify_settings')
      .select('user_id')
      .where({ user_id: userId, kind, entity_id: entityId })
      .first();
    return row !== undefined;
  }

  async set(userId: number, kind: NotifyKind, entityId: number, on: boolean): Promise<void> {
    const setting = { user_id: userId, kind, entity_id: entityId };
    if (on)
      await this.store
        .db('notify_settings')
        .insert(setting)
        .onConflict(['user_id', 'kind', 'entity_id'])
        .ignore();
    else await this.store.db('notify_settings').where(setting).delete();
  }

  /** In user id order. */
  async subscribers(kind: NotifyKind, entityId: number): Promise<number[]> {
    const rows: { user_id: number }[] = await this.store
      .db('notify_settings')
      .select('user_id')
      .where({ kind, entity_id: entityId })
      .orderBy('user_id');
    return rows.map((row) => row.user_id);
  }
}
