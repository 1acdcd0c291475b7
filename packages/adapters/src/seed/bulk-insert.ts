import type { Knex } from 'knex';
import { type CopyStreamQuery, from as copyFrom } from 'pg-copy-streams';
import { dialectOf } from '../storage/knex/dialect.js';

type Row = Record<string, unknown>;

/**
 * Inserts rows in batches of at most `batchRows`, each batch in its own transaction, by the fastest plain route each
 * database offers (measured in docs/benchmarks.md):
 * - SQLite: one prepared single-row INSERT run for every row of the batch on the pooled better-sqlite3 connection
 *   (Knex's multi-row insert on SQLite is a compound SELECT capped at 500 rows, and re-preparing a long statement per
 *   batch costs more than the inserts);
 * - PostgreSQL: `COPY … FROM STDIN` per batch inside its transaction, with `synchronous_commit` off for the batch
 *   (a seed that dies is started again on an empty database, so losing its last commits costs nothing).
 */
export async function insertBatches(
  knex: Knex,
  table: string,
  rows: Row[],
  batchRows: number,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object);
  if (dialectOf(knex).name === 'pg') return insertWithCopy(knex, table, columns, rows, batchRows);
  return insertWithPreparedStatement(knex, table, columns, rows, batchRows);
}

type SqliteStatement = { run(...values: unknown[]): unknown };
type SqliteDatabase = { prepare(sql: string): SqliteStatement; transaction(work: () => void): () => void };
type PooledClient = {
  acquireConnection(): Promise<SqliteDatabase>;
  releaseConnection(connection: SqliteDatabase): Promise<void>;
};

/** better-sqlite3 binds numbers, strings, bigints, buffers and null; Knex does this conversion on its own path. */
const sqliteValue = (value: unknown): unknown => {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value ?? null;
};

async function insertWithPreparedStatement(
  knex: Knex,
  table: string,
  columns: string[],
  rows: Row[],
  batchRows: number,
) {
  const client = knex.client as unknown as PooledClient;
  const connection = await client.acquireConnection();
  try {
    const statement = connection.prepare(
      `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    for (let start = 0; start < rows.length; start += batchRows) {
      const batch = rows.slice(start, start + batchRows);
      connection.transaction(() => {
        for (const row of batch) statement.run(...columns.map((column) => sqliteValue(row[column])));
      })();
    }
  } finally {
    await client.releaseConnection(connection);
  }
}

type PgClient = { query(sql: string): Promise<unknown>; query<T extends CopyStreamQuery>(stream: T): T };
type PgPool = {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<void>;
};

/** A value in COPY's text format: `\\N` for null, backslash escapes for the characters that delimit fields and rows. */
const copyValue = (value: unknown): string => {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value).replace(/[\\\n\r\t]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t',
  );
};

async function insertWithCopy(knex: Knex, table: string, columns: string[], rows: Row[], batchRows: number) {
  const pool = knex.client as unknown as PgPool;
  const connection = await pool.acquireConnection();
  const copy = `COPY "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`;
  try {
    for (let start = 0; start < rows.length; start += batchRows) {
      const batch = rows.slice(start, start + batchRows);
      const payload = batch
        .map((row) => columns.map((column) => copyValue(row[column])).join('\t'))
        .join('\n');
      await connection.query('BEGIN');
      try {
        await connection.query('SET LOCAL synchronous_commit = off');
        const stream = connection.query(copyFrom(copy));
        await new Promise<void>((resolve, reject) => {
          stream.on('error', reject);
          stream.on('finish', resolve);
          stream.end(`${payload}\n`);
        });
        await connection.query('COMMIT');
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await pool.releaseConnection(connection);
  }
}

/** Tables whose `id` the seed sets itself; PostgreSQL's sequences must then be moved past the highest id. */
export async function resetIdSequences(knex: Knex, tables: string[]): Promise<void> {
  if (dialectOf(knex).name !== 'pg') return;
  for (const table of tables) {
    await knex.raw(
      `SELECT setval(pg_get_serial_sequence(?, 'id'), COALESCE((SELECT MAX(id) FROM ??), 0) + 1, false)`,
      [table, table],
    );
  }
}
