import type { Knex } from 'knex';
import { dialectOf } from './dialect.js';

/**
 * The page generation: one number the database raises in the same transaction as every write to a table a page
 * can show, whoever writes (a procedure, a REST route, the CLI in another process, a job, a migration). A cached
 * page is served only while the number is what it was when the page's render began (docs/page-cache.md), so no
 * write can leave a stale page behind, and no code path has to remember to say what it changed.
 *
 * On SQLite a row trigger on each table raises it (writers take turns anyway). On PostgreSQL a deferred constraint
 * trigger raises it once per transaction at commit: the row lock is the last one a writer takes, so two writers
 * cannot deadlock over it, and it is held only while the transaction commits.
 */
export const PAGE_GENERATION_TABLE = 'page_generation';

/**
 * Tables whose rows no page shows to a visitor who is not signed in: sign-in secrets, queues, private messages and
 * each user's own notices. Every other table raises the generation; a new table does too unless it is named here
 * (page-generation.test.ts fails on a table with neither).
 */
export const PAGE_INDEPENDENT_TABLES: ReadonlySet<string> = new Set([
  'knex_migrations',
  'knex_migrations_lock',
  PAGE_GENERATION_TABLE,
  'sessions',
  'credentials',
  'api_keys',
  'password_reset_tokens',
  'account_audit_entries',
  'jobs',
  'uploads',
  'notifications',
  'notification_settings',
  'chat_threads',
  'chat_participants',
  'chat_messages',
  'chat_blocks',
]);

const PG_FUNCTION = 'raise_page_generation';
const PG_FLAG = 'atelier.page_generation_raised';
const triggerName = (table: string, event = ''): string => `${PAGE_GENERATION_TABLE}_${table}${event}`;
const SQLITE_EVENTS = [
  ['_insert', 'INSERT'],
  ['_update', 'UPDATE'],
  ['_delete', 'DELETE'],
] as const;

/** The plain tables of the database (not SQLite's full-text tables or their shadow tables). */
export const baseTables = async (knex: Knex): Promise<string[]> => {
  if (dialectOf(knex).name === 'sqlite') {
    const rows = (await knex.raw(
      `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'`,
    )) as { name: string; sql: string }[];
    const virtual = rows.filter((row) => /^CREATE VIRTUAL TABLE/i.test(row.sql)).map((row) => row.name);
    return rows
      .map((row) => row.name)
      .filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)))
      .sort();
  }
  const result = (await knex.raw(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
};

/** The tables that raise the generation when written. */
export const watchedTables = async (knex: Knex): Promise<string[]> => {
  if (dialectOf(knex).name === 'sqlite') {
    const triggers = (await knex.raw(
      `SELECT name, tbl_name AS tableName FROM sqlite_master WHERE type = 'trigger'`,
    )) as {
      name: string;
      tableName: string;
    }[];
    const names = new Set(triggers.map((trigger) => trigger.name));
    return [...new Set(triggers.map((trigger) => trigger.tableName))]
      .filter((table) => SQLITE_EVENTS.every(([suffix]) => names.has(triggerName(table, suffix))))
      .sort();
  }
  const result = (await knex.raw(
    `SELECT DISTINCT event_object_table AS name FROM information_schema.triggers
     WHERE trigger_schema = current_schema() AND trigger_name = ? || event_object_table`,
    [`${PAGE_GENERATION_TABLE}_`],
  )) as { rows: { name: string }[] };
  return result.rows.map((row) => row.name).sort();
};

/** Makes writes to `table` raise the generation. */
export const watchTable = async (knex: Knex, table: string): Promise<void> => {
  if (dialectOf(knex).name === 'sqlite') {
    for (const [suffix, event] of SQLITE_EVENTS)
      await knex.raw(
        `CREATE TRIGGER ${triggerName(table, suffix)} AFTER ${event} ON ${table}
         BEGIN UPDATE ${PAGE_GENERATION_TABLE} SET n = n + 1 WHERE id = 1; END`,
      );
    return;
  }
  await knex.raw(
    `CREATE CONSTRAINT TRIGGER ${triggerName(table)} AFTER INSERT OR UPDATE OR DELETE ON ${table}
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${PG_FUNCTION}()`,
  );
};

export const unwatchTable = async (knex: Knex, table: string): Promise<void> => {
  if (dialectOf(knex).name === 'sqlite') {
    for (const [suffix] of SQLITE_EVENTS)
      await knex.raw(`DROP TRIGGER IF EXISTS ${triggerName(table, suffix)}`);
    return;
  }
  await knex.raw(`DROP TRIGGER IF EXISTS ${triggerName(table)} ON ${table}`);
};

/** Creates the generation's table (and PostgreSQL's trigger function) and watches every page table there is. */
export const createPageGeneration = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable(PAGE_GENERATION_TABLE, (table) => {
    table.integer('id').primary();
    table.bigInteger('n').notNullable().defaultTo(0);
  });
  await knex(PAGE_GENERATION_TABLE).insert({ id: 1, n: 0 });
  if (dialectOf(knex).name === 'pg')
    await knex.raw(
      `CREATE FUNCTION ${PG_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF current_setting('${PG_FLAG}', true) IS DISTINCT FROM 'on' THEN
           UPDATE ${PAGE_GENERATION_TABLE} SET n = n + 1 WHERE id = 1;
           PERFORM set_config('${PG_FLAG}', 'on', true);
         END IF;
         RETURN NULL;
       END $$`,
    );
  for (const table of await baseTables(knex))
    if (!PAGE_INDEPENDENT_TABLES.has(table)) await watchTable(knex, table);
};

export const dropPageGeneration = async (knex: Knex): Promise<void> => {
  for (const table of await watchedTables(knex)) await unwatchTable(knex, table);
  await knex.schema.dropTable(PAGE_GENERATION_TABLE);
  if (dialectOf(knex).name === 'pg') await knex.raw(`DROP FUNCTION IF EXISTS ${PG_FUNCTION}()`);
};

/** The generation now, as text (PostgreSQL returns a bigint as a string). */
export const readPageGeneration = async (knex: Knex): Promise<string> => {
  const row = (await knex(PAGE_GENERATION_TABLE).where({ id: 1 }).first('n')) as
    | { n: number | string }
    | undefined;
  return String(row?.n ?? 0);
};

/** What `pageGenerationReader` uses of a better-sqlite3 connection. */
type SqliteConnection = { prepare(sql: string): { get(): { n: number } | undefined } };
type KnexClient = {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
};

/**
 * `readPageGeneration` for every request the page cache answers. On SQLite it runs its statement on the connection
 * directly: through Knex, compiling the query took about a sixth of a cache hit's CPU (a profile of the hub under
 * load), for one row of one column. The connection reuses the statement it prepared (`create-knex.ts`). It is
 * taken from Knex's pool and given back, so the read still waits its turn behind a transaction. On PostgreSQL it is
 * `readPageGeneration`.
 */
export const pageGenerationReader = (knex: Knex): (() => Promise<string>) => {
  if (dialectOf(knex).name !== 'sqlite') return () => readPageGeneration(knex);
  const client = knex.client as KnexClient;
  return async () => {
    const connection = (await client.acquireConnection()) as SqliteConnection;
    try {
      return String(connection.prepare(`SELECT n FROM ${PAGE_GENERATION_TABLE} WHERE id = 1`).get()?.n ?? 0);
    } finally {
      await client.releaseConnection(connection);
    }
  };
};
