import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';
import { refreshAllSearchText } from '../search-text.js';

/**
 * Full-text search over models (docs/search.md). `models.search_text` holds the domain's token list (`searchDocument`)
 * and is backfilled here; each database indexes it its own way:
 * - SQLite: an external-content FTS5 table (`unicode61 remove_diacritics 2`) kept in step by triggers on the column;
 * - PostgreSQL: a generated `tsvector` column of the domain's words (no parser) with a GIN index.
 * Sorting on the rank counters and the publication date gets an index each, with the id as tie-break.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('models', (t) => {
    t.text('search_text').notNullable().defaultTo('');
  });
  await refreshAllSearchText(knex);
  if (dialectOf(knex).name === 'pg') {
    await knex.raw(
      // The domain's words as lexemes, as they are: PostgreSQL's own parser is not asked (it splits by the server's
      // locale, which may not know letters the domain does, e.g. CJK Extension H), so both databases index one list.
      `ALTER TABLE models ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (array_to_tsvector(string_to_array(search_text, ' '))) STORED`,
    );
    await knex.raw('CREATE INDEX models_search_vector_index ON models USING GIN (search_vector)');
  } else {
    await knex.raw(
      `CREATE VIRTUAL TABLE models_fts USING fts5(search_text, content = 'models', content_rowid = 'id', tokenize = "unicode61 remove_diacritics 2")`,
    );
    await knex.raw(`INSERT INTO models_fts(models_fts) VALUES ('rebuild')`);
    await knex.raw(
      `CREATE TRIGGER models_fts_insert AFTER INSERT ON models BEGIN INSERT INTO models_fts(rowid, search_text) VALUES (new.id, new.search_text); END`,
    );
    await knex.raw(
      `CREATE TRIGGER models_fts_delete AFTER DELETE ON models BEGIN INSERT INTO models_fts(models_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`,
    );
    await knex.raw(
      `CREATE TRIGGER models_fts_update AFTER UPDATE OF search_text ON models BEGIN INSERT INTO models_fts(models_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); INSERT INTO models_fts(rowid, search_text) VALUES (new.id, new.search_text); END`,
    );
  }
  await knex.schema.alterTable('models', (t) => {
    t.index(['published_at', 'id'], 'models_published_at_id_index');
    t.index(['download_count', 'id'], 'models_download_count_id_index');
    t.index(['thumbs_up_count', 'id'], 'models_thumbs_up_count_id_index');
    t.index(['collected_count', 'id'], 'models_collected_count_id_index');
    t.index(['tipped_amount_count', 'id'], 'models_tipped_amount_count_id_index');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('models', (t) => {
    t.dropIndex([], 'models_published_at_id_index');
    t.dropIndex([], 'models_download_count_id_index');
    t.dropIndex([], 'models_thumbs_up_count_id_index');
    t.dropIndex([], 'models_collected_count_id_index');
    t.dropIndex([], 'models_tipped_amount_count_id_index');
  });
  if (dialectOf(knex).name === 'pg') {
    await knex.raw('DROP INDEX models_search_vector_index');
    await knex.raw('ALTER TABLE models DROP COLUMN search_vector');
  } else {
    for (const trigger of ['models_fts_insert', 'models_fts_delete', 'models_fts_update'])
      await knex.raw(`DROP TRIGGER ${trigger}`);
    await knex.raw('DROP TABLE models_fts');
  }
  await knex.schema.alterTable('models', (t) => {
    t.dropColumn('search_text');
  });
};
