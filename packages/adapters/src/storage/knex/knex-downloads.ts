import type { Downloads } from '@atelier/domain';
import type { Store } from './store.js';

/** Download events are history: they stay when the model is deleted. */
export class KnexDownloads implements Downloads {
  constructor(private readonly store: Store) {}

  async record(event: {
    userId: number | null;
    modelVersionId: number;
    fileId: number;
    at: Date;
  }): Promise<void> {
    await this.store.db('downloads').insert({
      user_id: event.userId,
      model_version_id: event.modelVersionId,
      file_id: event.fileId,
      at: event.at,
    });
  }

  async hasDownloaded(userId: number, modelVersionId: number): Promise<boolean> {
    const row = await this.store
      .db('downloads')
      .select('id')
      .where({ user_id: userId, model_version_id: modelVersionId })
      .first();
    return row !== undefined;
  }
}
