import type { Reactions } from '@atelier/domain';
import { atomically, type Store } from './store.js';

/** A row means "liked"; its id keeps the order of likes. */
export class KnexReactions implements Reactions {
  constructor(private readonly store: Store) {}

  async isLiked(userId: number, modelVersionId: number): Promise<boolean> {
    const row = await this.store
      .db('reactions')
      .select('id')
      .where({ user_id: userId, model_version_id: modelVersionId })
      .first();
    return row !== undefined;
  }

  /** Liking again moves the like to the end, as the in-memory store does. */
  async setLiked(userId: number, modelId: number, modelVersionId: number, liked: boolean): Promise<void> {
    await atomically(this.store, async ({ db }) => {
      await db('reactions').where({ user_id: userId, model_version_id: modelVersionId }).delete();
      if (liked)
        await db('reactions').insert({
          user_id: userId,
          model_id: modelId,
          model_version_id: modelVersionId,
        });
    });
  }

  async engagedVersionIds(userId: number): Promise<number[]> {
    const rows: { model_version_id: number }[] = await this.store
      .db('reactions')
      .select('model_version_id')
      .where('user_id', userId)
      .orderBy('id');
    return rows.map((row) => row.model_version_id);
  }
}
