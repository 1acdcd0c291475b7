import type { Knex } from 'knex';

/**
 * Everything that differs between SQLite and PostgreSQL, chosen once per Knex instance.
 * Timestamps: `timestamptz` on PostgreSQL, epoch milliseconds (integer) on SQLite; both come back as `Date`.
 * JSON: `json` columns on both, written as text; PostgreSQL's driver parses them on read, SQLite's does not.
 */
export type Dialect = {
  name: 'sqlite' | 'pg';
  /** Adds a UTC timestamp column. */
  timestamp(table: Knex.CreateTableBuilder, column: string): Knex.ColumnBuilder;
  readDate(value: unknown): Date;
  readJson<T>(value: unknown): T;
  /**
   * The first statement of every write transaction. SQLite's plain `BEGIN` takes no lock, and a transaction that
   * reads and then writes fails at once with SQLITE_BUSY_SNAPSHOT if another connection wrote in between,
   * ignoring busy_timeout; a no-op write takes the write lock up front (waiting up to busy_timeout), like
   * `BEGIN IMMEDIATE`. PostgreSQL needs nothing: row locks and re-checked WHERE clauses do the work.
   */
  claimWriteLock(trx: Knex.Transaction): Promise<void>;
  /**
   * ORDER BY text for names: case-insensitive, then exact, in byte order on both databases (PostgreSQL would
   * otherwise sort by the server's locale). `column` is trusted SQL, never user input.
   */
  textOrder(column: string): string;
  /** Statements that make a table refuse UPDATE and DELETE (it stays append-only whatever the code does). */
  appendOnly(table: string): string[];
  /**
   * A correlated subquery's rows as one JSON array of arrays, in order (`[]` when there are none): lets a read
   * bring a row's children in the same statement instead of one more per kind of child. `values` are the SQL
   * expressions of each element, `from` the rest of the subquery (`FROM … WHERE …`), `orderBy` its order; all
   * trusted SQL, never user input. Read the column with `readJson`.
   */
  jsonRows(values: readonly string[], from: string, orderBy: string): string;
  /** The aggregate `jsonRows` selects: for a subquery built by Knex (its bindings kept) instead of a string. */
  jsonAggregate(values: readonly string[], orderBy: string): string;
  /** Whether the error is a unique or primary-key violation. */
  isUniqueViolation(error: unknown): boolean;
  isForeignKeyViolation(error: unknown): boolean;
  /** Whether the database aborted the statement to break a deadlock, so the work may simply be retried. */
  isDeadlock(error: unknown): boolean;
};

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

const sqlite: Dialect = {
  name: 'sqlite',
  claimWriteLock: async (trx) => {
    // knex_migrations_lock exists in every migrated database; WHERE 0 changes nothing but takes the lock.
    await trx.raw('UPDATE knex_migrations_lock SET is_locked = is_locked WHERE 0');
  },
  timestamp: (table, column) => table.bigInteger(column),
  readDate: (value) => new Date(Number(value)),
  // JSON nested in a JSON column comes as text (a column's or a subquery's) or, built in place, already parsed.
  readJson: <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T,
  textOrder: (column) => `lower(${column}), ${column}`,
  // Aggregate ORDER BY needs SQLite 3.44 or newer (better-sqlite3 bundles its own, newer).
  jsonRows: (values, from, orderBy) => `(SELECT ${sqlite.jsonAggregate(values, orderBy)} ${from})`,
  jsonAggregate: (values, orderBy) =>
    `json_group_array(json_array(${values.join(', ')}) ORDER BY ${orderBy})`,
  appendOnly: (table) =>
    ['UPDATE', 'DELETE'].map(
      (action) =>
        `CREATE TRIGGER ${table}_no_${action.toLowerCase()} BEFORE ${action} ON ${table} ` +
        `BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`,
    ),
  isUniqueViolation: (error) =>
    codeOf(error) === 'SQLITE_CONSTRAINT_UNIQUE' || codeOf(error) === 'SQLITE_CONSTRAINT_PRIMARYKEY',
  isForeignKeyViolation: (error) => codeOf(error) === 'SQLITE_CONSTRAINT_FOREIGNKEY',
  isDeadlock: () => false,
};

const pg: Dialect = {
  name: 'pg',
  claimWriteLock: async () => {},
  timestamp: (table, column) => table.timestamp(column, { useTz: true, precision: 3 }),
  readDate: (value) => (value instanceof Date ? value : new Date(value as string)),
  readJson: <T>(value: unknown) => value as T,
  textOrder: (column) => `lower(${column}) COLLATE "C", ${column} COLLATE "C"`,
  jsonRows: (values, from, orderBy) => `(SELECT ${pg.jsonAggregate(values, orderBy)} ${from})`,
  jsonAggregate: (values, orderBy) =>
    `coalesce(json_agg(json_build_array(${values.join(', ')}) ORDER BY ${orderBy}), '[]'::json)`,
  appendOnly: (table) => [
    `CREATE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS ` +
      `'BEGIN RAISE EXCEPTION ''${table} is append-only''; END'`,
    `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} ` +
      `FOR EACH ROW EXECUTE FUNCTION ${table}_append_only()`,
  ],
  isUniqueViolation: (error) => codeOf(error) === '23505',
  isForeignKeyViolation: (error) => codeOf(error) === '23503',
  isDeadlock: (error) => codeOf(error) === '40P01',
};

export const dialectOf = (db: Knex | Knex.Transaction): Dialect => {
  const client = (db.client as { config: { client: unknown } }).config.client;
  return client === 'pg' ? pg : sqlite;
};

/** JSON goes in as text on both databases (node-postgres would turn a JS array into a Postgres array). */
export const writeJson = (value: unknown): string => JSON.stringify(value);

/** SQLite stores booleans as 0/1. */
export const readBoolean = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** PostgreSQL returns bigint and count(*) as strings. */
export const readNumber = (value: unknown): number => Number(value);

export const readNullable = <T>(value: unknown, read: (value: unknown) => T): T | null =>
  value === null || value === undefined ? null : read(value);
