import type { ModelSearch, ModelSearchHit, ModelSearchQuery, ModelSort } from '@atelier/domain';
import type { Knex } from 'knex';
import type { Store } from './store.js';

/** The column each order sorts on (high to low, then the id). */
const SORT_COLUMNS: Record<ModelSort, string> = {
  Newest: 'published_at',
  MostDownloaded: 'download_count',
  HighestRated: 'thumbs_up_count',
  MostCollected: 'collected_count',
  MostTipped: 'tipped_amount_count',
};

/**
 * The full-text condition, built only from the domain's folded words (`queryTokens`: letters and digits), each one
 * quoted again here so no user text is ever read as query syntax, and passed as a bound parameter:
 * FTS5 `"word"*` terms (implicit AND) and a PostgreSQL tsquery `'word':* & …` cast from text (no parser).
 */
export const ftsMatch = (tokens: readonly string[]): string =>
  tokens.map((token) => `"${token.replaceAll('"', '""')}"*`).join(' ');
export const tsQuery = (tokens: readonly string[]): string =>
  tokens.map((token) => `'${token.replaceAll('\\', '\\\\').replaceAll("'", "''")}':*`).join(' & ');

/**
 * `ModelSearch` over Knex: one query on `models` (with its author) narrowed by the facts `isListed` reads, the
 * filters, the full-text index of each database, and the keyset condition `(value, id) < (after.value, after.id)`.
 */
export class KnexModelSearch implements ModelSearch {
  constructor(private readonly store: Store) {}

  async find(q: ModelSearchQuery): Promise<ModelSearchHit[]> {
    const rows: { id: number; sort_value: unknown }[] = await this.query(q);
    return rows.map((row) => ({
      id: row.id,
      key: { value: this.valueOf(q.sort, row.sort_value), id: row.id },
    }));
  }

  /** The query `find` runs, for EXPLAIN in tests. */
  query(q: ModelSearchQuery): Knex.QueryBuilder {
    const { db, dialect } = this.store;
    const column = `m.${SORT_COLUMNS[q.sort]}`;
    const query = db('models as m')
      .join('users as u', 'u.id', 'm.user_id')
      .select('m.id', `${column} as sort_value`)
      .where((state) =>
        state
          .where('m.status', 'Published')
          .orWhere((scheduled) =>
            scheduled.where('m.status', 'Scheduled').where('m.published_at', '<=', q.now),
          ),
      )
      .whereNotNull('m.published_at')
      .whereNull('m.deleted_at')
      .whereNotIn('m.availability', ['Private', 'Unsearchable'])
      .where((mode) => mode.whereNull('m.mode').orWhereNot('m.mode', 'TakenDown'))
      .whereNull('u.deleted_at')
      .where('u.banned', false)
      .whereRaw(this.metaFlag('searchable', true))
      .whereRaw('(m.nsfw_level & ?) <> 0', [q.browsingLevel]);
    if (q.promotableOnly) query.whereRaw(this.metaFlag('cannotPromote', false));
    if (q.hidePoi)
      query.where((poi) => poi.where('m.poi', false).orWhere('m.user_id', q.hidePoiExceptOf ?? 0));
    if (q.hideMinor) query.where('m.minor', false);
    if (q.types.length > 0) query.whereIn('m.type', q.types);
    if (q.checkpointType !== null) query.where('m.checkpoint_type', q.checkpointType);
    if (q.publishedSince !== null) query.where('m.published_at', '>=', q.publishedSince);
    if (q.tag !== null) {
      query.whereExists(
        db('model_tags as mt')
          .join('tags as t', 't.id', 'mt.tag_id')
          .whereRaw('mt.model_id = m.id')
          .whereRaw('lower(t.name) = ?', [q.tag]),
      );
    }
    if (q.userId !== null) query.where('m.user_id', q.userId);
    if (q.baseModels.length > 0) {
      query.whereExists(
        db('model_versions as v')
          .whereRaw('v.model_id = m.id')
          .whereIn('v.base_model', q.baseModels)
          .where((state) =>
            state
              .where('v.status', 'Published')
              .orWhere((s) => s.where('v.status', 'Scheduled').where('v.published_at', '<=', q.now)),
          ),
      );
    }
    if (q.tokens.length > 0) {
      if (dialect.name === 'pg')
        // Cast, not to_tsquery: the quoted words are taken as lexemes as they are, like the indexed ones.
        query.whereRaw(`m.search_vector @@ ?::tsquery`, [tsQuery(q.tokens)]);
      else
        query.whereRaw('m.id IN (SELECT rowid FROM models_fts WHERE models_fts MATCH ?)', [
          ftsMatch(q.tokens),
        ]);
    }
    if (q.after !== null) {
      const value = q.sort === 'Newest' ? new Date(q.after.value) : q.after.value;
      const { id } = q.after;
      query.where((keyset) =>
        keyset.where(column, '<', value).orWhere((tie) => tie.where(column, value).where('m.id', '<', id)),
      );
    }
    return query
      .orderBy([
        { column, order: 'desc' },
        { column: 'm.id', order: 'desc' },
      ])
      .limit(q.limit);
  }

  /** A JSON flag of `models.meta`, compared the way each database reads JSON. */
  private metaFlag(flag: 'searchable' | 'cannotPromote', value: boolean): string {
    return this.store.dialect.name === 'pg'
      ? `(m.meta->>'${flag}') = '${value}'`
      : `json_extract(m.meta, '$.${flag}') = ${value ? 1 : 0}`;
  }

  private valueOf(sort: ModelSort, value: unknown): number {
    if (sort === 'Newest') return this.store.dialect.readDate(value).getTime();
    return Number(value);
  }
}
