import type { New, Tag, TagQuery, Tags } from '@atelier/domain';
import { readBoolean, readNumber } from './dialect.js';
import type { DbBigint } from './rows/columns.js';
import type { TagRow } from './rows/model-row.js';
import { explainConstraint, likeLiteral, type Store } from './store.js';

type TagWithCountRow = TagRow & { model_count: DbBigint };

const toTag = (row: TagWithCountRow): Tag => ({
  id: row.id,
  name: row.name,
  isCategory: readBoolean(row.is_category),
  unlisted: readBoolean(row.unlisted),
  modelCount: readNumber(row.model_count),
});

/** `modelCount` is counted from `model_tags` (never stored, so it cannot drift). */
export class KnexTags implements Tags {
  constructor(private readonly store: Store) {}

  private withCounts() {
    const { db } = this.store;
    return db('tags as t').select<TagWithCountRow[]>(
      't.*',
      db.raw('(SELECT count(*) FROM model_tags mt WHERE mt.tag_id = t.id) AS model_count'),
    );
  }

  /** Not part of the port (tags are managed elsewhere); the test world uses it. A new tag has no models yet. */
  async create(tag: New<Tag>): Promise<Tag> {
    const [row] = await this.store
      .db<TagRow>('tags')
      .insert({ name: tag.name, is_category: tag.isCategory, unlisted: tag.unlisted })
      .returning('*')
      .catch(explainConstraint(this.store, `tag ${tag.name} exists`));
    return toTag({ ...(row as TagRow), model_count: 0 });
  }

  async ofIds(ids: readonly number[]): Promise<Tag[]> {
    if (ids.length === 0) return [];
    return (await this.withCounts().whereIn('t.id', [...ids])).map(toTag);
  }

  /** SQLite's lower() folds ASCII letters only, so there a non-ASCII name matches in its own case alone. */
  async named(names: readonly string[]): Promise<Tag[]> {
    if (names.length === 0) return [];
    const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
    const rows = await this.withCounts()
      .whereRaw(`lower(t.name) IN (${lowered.map(() => '?').join(', ')})`, lowered)
      .orderBy('t.id');
    return rows.map(toTag);
  }

  /**
   * Listed tags whose name contains `query` (case-insensitive), optionally only categories (`true`) or only
   * non-categories (`false`), without the excluded ids; most used first, then by name (case-insensitive).
   */
  async list(query: TagQuery): Promise<Tag[]> {
    const tags = this.withCounts().where('t.unlisted', false);
    if (query.query !== null && query.query !== '') {
      tags.whereRaw(`lower(t.name) LIKE lower(?) ESCAPE '\\'`, [`%${likeLiteral(query.query)}%`]);
    }
    if (query.categories !== null) tags.where('t.is_category', query.categories);
    if (query.excludedTagIds.length > 0) tags.whereNotIn('t.id', query.excludedTagIds);
    const rows = await tags
      .orderBy('model_count', 'desc')
      .orderByRaw(this.store.dialect.textOrder('t.name'))
      .offset(query.offset ?? 0)
      .limit(query.limit);
    return rows.map(toTag);
  }
}
