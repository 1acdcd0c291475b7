import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';
import { PAGE_GENERATION_TABLE } from '../page-generation.js';

/**
 * The application's tables (not Knex's own migration bookkeeping, nor the page generation: a reset raises it
 * instead, so a page cached before the reset is not served after it).
 */
const tablesOf = async (knex: Knex): Promise<string[]> =>
  (await allTablesOf(knex)).filter((name) => name !== PAGE_GENERATION_TABLE);

const allTablesOf = async (knex: Knex): Promise<string[]> => {
  if (dialectOf(knex).name === 'pg') {
    const rows: { tablename: string }[] = await knex('pg_tables')
      .select('tablename')
      .where('schemaname', knex.raw('current_schema()'))
      .andWhereNot('tablename', 'like', 'knex_%');
    return rows.map((row) => row.tablename);
  }
  const rows: { name: string }[] = await knex('sqlite_master')
    .select('name')
    .where('type', 'table')
    .andWhereNot('name', 'like', 'knex_%')
    .andWhereNot('name', 'like', 'sqlite_%');
  // Full-text tables and their shadow tables are emptied through FTS5 itself (`emptyFullTextTables`).
  const virtual = await fullTextTablesOf(knex);
  return rows
    .map((row) => row.name)
    .filter((name) => !virtual.some((table) => name === table || name.startsWith(`${table}_`)));
};

const raiseGeneration = async (trx: Knex.Transaction): Promise<void> => {
  if (await trx.schema.hasTable(PAGE_GENERATION_TABLE))
    await trx(PAGE_GENERATION_TABLE).where({ id: 1 }).increment('n', 1);
};

/** SQLite's FTS5 tables (docs/search.md). */
const fullTextTablesOf = async (knex: Knex | Knex.Transaction): Promise<string[]> => {
  const rows: { name: string }[] = await knex('sqlite_master')
    .select('name')
    .where('type', 'table')
    .andWhere('sql', 'like', 'CREATE VIRTUAL TABLE%');
  return rows.map((row) => row.name);
};

/**
 * Empties every table and restarts ids at 1, for tests that want a fresh world without a fresh database.
 * The append-only triggers are bypassed: PostgreSQL runs the deletes as a replica (needs a superuser, as in the
 * tests), SQLite drops the triggers for the duration and recreates them from their stored SQL.
 */
export const resetDatabase = async (knex: Knex): Promise<void> => {
  const tables = await tablesOf(knex);
  if (dialectOf(knex).name === 'pg') {
    // DELETE with triggers and foreign-key checks off is ~50x faster than TRUNCATE on small tables.
    await knex.transaction(async (trx) => {
      await trx.raw('SET LOCAL session_replication_role = replica');
      for (const table of tables) await trx(table).delete();
      const sequences: { name: string }[] = await trx('pg_sequences')
        .select('sequencename as name')
        .where('schemaname', trx.raw('current_schema()'))
        .andWhereNot('sequencename', 'like', 'knex_%');
      for (const { name } of sequences) await trx.raw('SELECT setval(?, 1, false)', [name]);
      await raiseGeneration(trx);
    });
    return;
  }
  // foreign_keys cannot change inside a transaction, and the pool has one connection: set it around one.
  await knex.raw('PRAGMA foreign_keys = OFF');
  try {
    await knex.transaction(async (trx) => {
      const triggers: { name: string; sql: string }[] = await trx('sqlite_master')
        .select('name', 'sql')
        .where('type', 'trigger');
      for (const trigger of triggers) await trx.raw(`DROP TRIGGER "${trigger.name}"`);
      for (const table of tables) await trx(table).delete();
      for (const table of await fullTextTablesOf(trx))
        await trx.raw(`INSERT INTO "${table}"("${table}") VALUES ('delete-all')`);
      await trx.raw('DELETE FROM sqlite_sequence');
      for (const trigger of triggers) await trx.raw(trigger.sql);
      await raiseGeneration(trx);
    });
  } finally {
    await knex.raw('PRAGMA foreign_keys = ON');
  }
};
