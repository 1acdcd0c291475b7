import type { Reactions, VersionsEngagement } from '@atelier/domain';
import type { Knex } from 'knex';
import { readBoolean } from './dialect.js';
import { atomically, type Store } from './store.js';

/** One row of `engagementWith`'s read: what the user did with one version; a like's or review's row id. */
export type EngagementRow = {
  kind: 'liked' | 'downloaded' | 'reviewed' | 'notified';
  model_version_id: number | string;
  row_id: number | string;
  recommended: boolean | number | null;
  details: string | null;
};

/** The columns of an `EngagementRow`, in the order the model page's read holds them as JSON. */
export const ENGAGEMENT_COLUMNS = ['kind', 'model_version_id', 'row_id', 'recommended', 'details'] as const;

/**
 * The read of `engagementWith`: what user `userId` did with the versions `versionIds` (ids, or a subquery of them:
 * the model page's read passes its model's), one kind after another. The NULLs are typed, as PostgreSQL types a
 * UNION's columns from its first rows.
 */
export const engagementQuery = (
  store: Store,
  userId: number,
  versionIds: readonly number[] | Knex.Raw,
): Knex.QueryBuilder<EngagementRow, EngagementRow[]> => {
  const { db } = store;
  const noRecommendation = db.raw('CAST(NULL AS BOOLEAN)');
  const noDetails = db.raw('CAST(NULL AS TEXT)');
  const ids = versionIds as readonly number[];
  return db('reactions')
    .select(
      db.raw("'liked' AS kind"),
      'model_version_id',
      'id AS row_id',
      db.raw('CAST(NULL AS BOOLEAN) AS recommended'),
      db.raw('CAST(NULL AS TEXT) AS details'),
    )
    .where('user_id', userId)
    .whereIn('model_version_id', ids)
    .unionAll((downloads) =>
      downloads
        .from('downloads')
        .select(db.raw("'downloaded'"), 'model_version_id', db.raw('0'), noRecommendation, noDetails)
        .where('user_id', userId)
        .whereIn('model_version_id', ids)
        .groupBy('model_version_id'),
    )
    .unionAll((reviews) =>
      reviews
        .from('reviews')
        .select(db.raw("'reviewed'"), 'model_version_id', 'id', 'recommended', 'details')
        .where('user_id', userId)
        .whereIn('model_version_id', ids),
    )
    .unionAll((notices) =>
      notices
        .from('notify_settings')
        .select(db.raw("'notified'"), 'entity_id', db.raw('0'), noRecommendation, noDetails)
        .where({ user_id: userId, kind: 'earlyAccess' })
        .whereIn('entity_id', ids),
    ) as unknown as Knex.QueryBuilder<EngagementRow, EngagementRow[]>;
};

/** What `engagementQuery`'s rows say the user did. */
export const engagementFrom = (rows: readonly EngagementRow[]): VersionsEngagement => {
  const of = (kind: EngagementRow['kind']) => rows.filter((row) => row.kind === kind);
  const versionIds = (kind: EngagementRow['kind']) => of(kind).map((row) => Number(row.model_version_id));
  return {
    liked: of('liked')
      .sort((a, b) => Number(a.row_id) - Number(b.row_id))
      .map((row) => Number(row.model_version_id)),
    downloaded: new Set(versionIds('downloaded')),
    reviews: of('reviewed').map((row) => ({
      id: Number(row.row_id),
      modelVersionId: Number(row.model_version_id),
      recommended: readBoolean(row.recommended ?? false),
      details: row.details,
    })),
    notified: new Set(versionIds('notified')),
  };
};

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

  /**
   * One statement: the user's likes, downloads, reviews and early-access notices of these versions, one kind after
   * another.
   */
  async engagementWith(userId: number, modelVersionIds: readonly number[]): Promise<VersionsEngagement> {
    if (modelVersionIds.length === 0) return engagementFrom([]);
    return engagementFrom(await engagementQuery(this.store, userId, [...new Set(modelVersionIds)]));
  }
}
