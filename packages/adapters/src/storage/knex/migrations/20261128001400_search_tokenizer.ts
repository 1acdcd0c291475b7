import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';

/**
 * SQLite's full-text table splits the stored token list at white space only (docs/search.md). With its default
 * categories, `unicode61` took code points that were marks in its Unicode 6.1 tables but are letters to the domain
 * (U+19B0 NEW TAI LUE VOWEL SIGN VOWEL SHORTENER) for separators: the quoted query word came out empty and matched
 * every row, where PostgreSQL and the domain matched none. PostgreSQL already takes the words as they are.
 */
const WHITE_SPACE_ONLY = `unicode61 remove_diacritics 0 categories 'L* M* N* P* S* C*'`;
const BEFORE = 'unicode61 remove_diacritics 2';

const TRIGGERS = ['models_fts_insert', 'models_fts_delete', 'models_fts_update'];

const recreate = async (knex: Knex, tokenize: string): Promise<void> => {
  for (const trigger of TRIGGERS) await knex.raw(`DROP TRIGGER IF EXISTS ${trigger}`);
  await knex.raw('DROP TABLE models_fts');
  await knex.raw(
    `CREATE VIRTUAL TABLE models_fts USING fts5(search_text, content = 'models', content_rowid = 'id', tokenize = "${tokenize}")`,
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
};

export const up = async (knex: Knex): Promise<void> => {
  if (dialectOf(knex).name === 'sqlite') await recreate(knex, WHITE_SPACE_ONLY);
};

export const down = async (knex: Knex): Promise<void> => {
  if (dialectOf(knex).name === 'sqlite') await recreate(knex, BEFORE);
};
