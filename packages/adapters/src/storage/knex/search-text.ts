import { type PublicationStatus, searchDocument, searchedTrainedWords } from '@atelier/domain';
import type { Knex } from 'knex';
import { dialectOf } from './dialect.js';
import { groupBy, type Store } from './store.js';

const BATCH = 500;

/**
 * Recomputes `models.search_text`, the domain's token list (`searchDocument`) that both databases index: SQLite's
 * FTS5 table follows the column through triggers, PostgreSQL's `search_vector` is generated from it. Called by every
 * write that changes indexed text (a model's name, description or tags, a version's trained words or status, a
 * username) and by the migration that adds the column; rows whose text did not change are not written.
 */
export const refreshSearchText = async (
  store: Pick<Store, 'db' | 'dialect'>,
  modelIds: readonly number[],
) => {
  const { db, dialect } = store;
  for (let start = 0; start < modelIds.length; start += BATCH) {
    const ids = [...new Set(modelIds.slice(start, start + BATCH))];
    // One after the other: inside a transaction they share one connection.
    const models = await db('models as m')
      .join('users as u', 'u.id', 'm.user_id')
      .select<{ id: number; name: string; description: string; username: string; search_text: string }[]>(
        'm.id',
        'm.name',
        'm.description',
        'm.search_text',
        'u.username',
      )
      .whereIn('m.id', ids);
    const tags = await db('model_tags as mt')
      .join('tags as t', 't.id', 'mt.tag_id')
      .select<{ model_id: number; name: string }[]>('mt.model_id', 't.name')
      .whereIn('mt.model_id', ids)
      .orderBy(['mt.model_id', 'mt.position']);
    const versions = await db('model_versions')
      .select<{ model_id: number; status: string; trained_words: unknown }[]>(
        'model_id',
        'status',
        'trained_words',
      )
      .whereIn('model_id', ids)
      .orderBy(['model_id', 'index']);
    const tagsOf = groupBy(tags, (tag) => tag.model_id);
    const versionsOf = groupBy(versions, (version) => version.model_id);
    for (const model of models) {
      const text = searchDocument({
        name: model.name,
        description: model.description,
        tags: (tagsOf.get(model.id) ?? []).map((tag) => tag.name),
        trainedWords: searchedTrainedWords(
          (versionsOf.get(model.id) ?? []).map((version) => ({
            status: version.status as PublicationStatus,
            trainedWords: dialect.readJson<string[]>(version.trained_words),
          })),
        ),
        username: model.username,
      });
      if (text !== model.search_text) await db('models').where('id', model.id).update({ search_text: text });
    }
  }
};

/** The models of a user, whose username every one of their documents carries. */
export const refreshSearchTextOfUser = async (store: Pick<Store, 'db' | 'dialect'>, userId: number) => {
  const ids = await store.db('models').where('user_id', userId).pluck('id');
  await refreshSearchText(store, ids as number[]);
};

/** Every model, in id order and in batches: the backfill of the migration and of the demo seed. */
export const refreshAllSearchText = async (db: Knex | Knex.Transaction): Promise<void> => {
  const store = { db, dialect: dialectOf(db) };
  let after = 0;
  for (;;) {
    const ids = (await db('models')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .pluck('id')) as number[];
    if (ids.length === 0) return;
    await refreshSearchText(store, ids);
    after = ids.at(-1) as number;
  }
};
