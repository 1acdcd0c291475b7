import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/** One hash per table of all its rows, so a before/after comparison names the tables a call changed. */
export type DatabaseDigest = Record<string, string>;

const tablesOf = async (knex: Knex): Promise<string[]> => {
  if ((knex.client as { config: { client: string } }).config.client === 'pg') {
    const rows = (await knex.raw('SELECT tablename FROM pg_tables WHERE schemaname = current_schema()')) as {
      rows: { tablename: string }[];
    };
    return rows.rows.map((row) => row.tablename).sort();
  }
  const rows = (await knex.raw(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  )) as { name: string }[];
  return rows.map((row) => row.name).sort();
};

const rowText = (row: Record<string, unknown>): string =>
  JSON.stringify(row, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value instanceof Date ? value.toISOString() : value,
  );

/** Every row of every table, sorted as text: independent of primary keys and of the order the database returns. */
export const digestDatabase = async (knex: Knex): Promise<DatabaseDigest> => {
  const digest: DatabaseDigest = {};
  for (const table of await tablesOf(knex)) {
    const rows = (await knex(table).select('*')) as Record<string, unknown>[];
    const hash = createHash('sha256');
    for (const text of rows.map(rowText).sort()) hash.update(text).update('\n');
    digest[table] = `${rows.length}:${hash.digest('hex')}`;
  }
  return digest;
};

/** The tables whose rows differ between two digests. */
export const changedTables = (before: DatabaseDigest, after: DatabaseDigest): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (table) => before[table] !== after[table],
  );
