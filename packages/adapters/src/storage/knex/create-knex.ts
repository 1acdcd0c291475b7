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

type SqliteConnection = { pragma(source: string): unknown };

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
