import knex, { type Knex } from 'knex';

export type StorageConfig =
  | { client: 'sqlite'; filename: string }
  | { client: 'pg'; connectionString: string };

/** Pragmas every SQLite connection needs; SQLite forgets them when a connection closes. */
const SQLITE_PRAGMAS = [
  'PRAGMA journal_mode = WAL',
  'PRAGMA foreign_keys = ON',
  'PRAGMA busy_timeout = 5000',
  'PRAGMA synchronous = NORMAL',
];

type SqliteConnection = { pragma(source: string): unknown; prepare(source: string): object };

/** How many prepared statements a SQLite connection keeps for reuse (the least recently used goes first). */
const SQLITE_STATEMENT_CACHE_SIZE = 500;

/**
 * Makes `connection.prepare` reuse the statement it prepared before for the same SQL. Knex prepares every query
 * it runs, so a page render prepared its two dozen statements again on every request (issue 15 measured 5% of a
 * render's CPU, and a sixth of a cached page's). A better-sqlite3 statement runs any number of times, Knex only
 * runs it to completion (`all` or `run`), and SQLite prepares it again by itself when the schema changes. Nothing
 * may change a shared statement's mode (`pluck`, `raw`, `expand`, `safeIntegers`): none of our code does.
 */
const reusePreparedStatements = (connection: SqliteConnection): void => {
  const prepare = connection.prepare.bind(connection);
  const statements = new Map<string, object>();
  connection.prepare = (source: string) => {
    let statement = statements.get(source);
    if (statement === undefined) {
      statement = prepare(source);
      if (statements.size >= SQLITE_STATEMENT_CACHE_SIZE) {
        const [oldest] = statements.keys();
        if (oldest !== undefined) statements.delete(oldest);
      }
    } else {
      statements.delete(source);
    }
    // Last in the map's order: the most recently used.
    statements.set(source, statement);
    return statement;
  };
};

const sqlite = (filename: string): Knex.Config => ({
  client: 'better-sqlite3',
  connection: { filename },
  useNullAsDefault: true,
  pool: {
    // One connection: knex then serialises transactions itself, so SQLite never answers SQLITE_BUSY in-process.
    min: 1,
    max: 1,
    afterCreate: (connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) => {
      try {
        for (const pragma of SQLITE_PRAGMAS) connection.pragma(pragma.replace('PRAGMA ', ''));
        reusePreparedStatements(connection);
        done(null, connection);
      } catch (error) {
        done(error as Error, connection);
      }
    },
  },
});

const pg = (connectionString: string): Knex.Config => ({
  client: 'pg',
  connection: { connectionString },
  pool: { min: 2, max: 10 },
});

/** A Knex instance for the configured database; the caller owns it and must `destroy()` it. */
export const createKnex = (config: StorageConfig): Knex =>
  knex(config.client === 'sqlite' ? sqlite(config.filename) : pg(config.connectionString));
