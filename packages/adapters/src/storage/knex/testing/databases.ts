import { randomBytes } from 'node:crypto';
import { copyFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll } from 'vitest';
import { createKnex } from '../create-knex.js';
import { migrateToLatest } from '../migrate.js';

/** The environment variable naming a PostgreSQL server for the storage tests (CI: the local server). */
export const PG_URL_VARIABLE = 'ATELIER_TEST_PG_URL';

/** A test database: its Knex instance, where it lives (a file, or a database on the server), how to drop it. */
export type CreatedDatabase = { knex: Knex; location: string; drop(): Promise<void> };

export type TestDatabase = {
  name: 'sqlite' | 'postgresql';
  /** A new, empty, migrated database of its own (a copy of the run's template when there is one). */
  create(): Promise<CreatedDatabase>;
};

const uniqueName = (): string => `atelier_test_${process.pid}_${randomBytes(4).toString('hex')}`;

/**
 * A migrated database the run made once (global-setup.ts), which each new test database copies instead of running
 * every migration again: a migrated PostgreSQL database took about 0.85 s to make and SQLite 0.13 s, and the suite
 * makes about a hundred of each. Unset (a test file run outside the suite's global set-up), each database migrates.
 */
export const SQLITE_TEMPLATE_VARIABLE = 'ATELIER_TEST_SQLITE_TEMPLATE';
export const PG_TEMPLATE_VARIABLE = 'ATELIER_TEST_PG_TEMPLATE';

const sqlite: TestDatabase = {
  name: 'sqlite',
  async create() {
    const filename = join(tmpdir(), `${uniqueName()}.db`);
    const template = process.env[SQLITE_TEMPLATE_VARIABLE];
    // The template was closed after its migrations, so the file holds all of it (no write-ahead log beside it).
    if (template) await copyFile(template, filename);
    const knex = createKnex({ client: 'sqlite', filename });
    // On a copy of the template, this only confirms there is nothing left to run.
    await migrateToLatest(knex);
    return {
      knex,
      location: filename,
      async drop() {
        await knex.destroy();
        await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(`${filename}${suffix}`, { force: true })));
      },
    };
  },
};

/**
 * Another session using the template (template1, or the run's own while it is still being made) makes CREATE
 * DATABASE fail (55006); that passes within moments.
 */
const createDatabase = async (admin: Knex, name: string, template?: string): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.raw(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
};

const postgresql = (serverUrl: string): TestDatabase => ({
  name: 'postgresql',
  async create() {
    const name = uniqueName();
    const admin = createKnex({ client: 'pg', connectionString: serverUrl });
    try {
      await createDatabase(admin, name, process.env[PG_TEMPLATE_VARIABLE]);
      // Deadlocks (crossing transfers) are detected after deadlock_timeout, 1 s by default: keep the suite fast.
      await admin.raw(`ALTER DATABASE ${name} SET deadlock_timeout = '50ms'`);
    } finally {
      await admin.destroy();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const knex = createKnex({ client: 'pg', connectionString: url.toString() });
    // On a copy of the template, this only confirms there is nothing left to run.
    await migrateToLatest(knex);
    return {
      knex,
      location: name,
      async drop() {
        await knex.destroy();
        const dropper = createKnex({ client: 'pg', connectionString: serverUrl });
        try {
          await dropper.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await dropper.destroy();
        }
      },
    };
  },
});

const serverUrl = process.env[PG_URL_VARIABLE];

/** SQLite always; PostgreSQL too when `ATELIER_TEST_PG_URL` names a server. For `describe.each(databases)`. */
export const databases: TestDatabase[] = serverUrl ? [sqlite, postgresql(serverUrl)] : [sqlite];

/**
 * Registers hooks that create the database before the block's tests and drop it after them; the returned function
 * gives its Knex instance inside tests.
 */
export const useTestDatabase = (database: TestDatabase): (() => Knex) => {
  let created: CreatedDatabase | undefined;
  beforeAll(async () => {
    created = await database.create();
  });
  afterAll(async () => {
    await created?.drop();
  });
  return () => {
    if (created === undefined) throw new Error(`the ${database.name} test database is not ready`);
    return created.knex;
  };
};

/** The SQL of every statement `knex` sends while `work` runs (nothing else may use it meanwhile): counts are exact. */
export const statementsDuring = async (knex: Knex, work: () => Promise<unknown>): Promise<string[]> => {
  const seen: string[] = [];
  const onQuery = (query: { sql: string }) => seen.push(query.sql);
  knex.on('query', onQuery);
  try {
    await work();
  } finally {
    knex.off('query', onQuery);
  }
  return seen;
};

/**
 * Makes the run's templates (a migrated SQLite file, and a migrated PostgreSQL database when `ATELIER_TEST_PG_URL`
 * names a server), names them in this process's environment for the test workers it starts, and returns how to
 * remove them; undefined when this process has them already (a run with projects calls its global set-up once for
 * the root and once for each project: one set is enough). For the suite's global set-up.
 */
export const makeTemplates = async (): Promise<(() => Promise<void>) | undefined> => {
  if (process.env[SQLITE_TEMPLATE_VARIABLE]) return undefined;
  // Each made and migrated from the start, as the variables are not set yet.
  const made = await Promise.all(
    databases.map(async (database) => ({ name: database.name, template: await database.create() })),
  );
  for (const { name, template } of made) {
    // Closed: the SQLite file then holds everything (no write-ahead log beside it), and no session may stay
    // connected to a PostgreSQL template while databases are made from it. Dropping closes it again, harmlessly.
    await template.knex.destroy();
    process.env[name === 'sqlite' ? SQLITE_TEMPLATE_VARIABLE : PG_TEMPLATE_VARIABLE] = template.location;
  }
  return async () => {
    for (const { template } of made) await template.drop();
  };
};
