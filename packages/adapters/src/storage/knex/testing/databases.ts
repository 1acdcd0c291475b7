import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll } from 'vitest';
import { createKnex } from '../create-knex.js';
import { migrateToLatest } from '../migrate.js';

/** The environment variable naming a PostgreSQL server for the storage tests (CI: the local server). */
export const PG_URL_VARIABLE = 'ATELIER_TEST_PG_URL';

export type TestDatabase = {
  name: 'sqlite' | 'postgresql';
  /** A new, empty, migrated database of its own, and how to drop it. */
  create(): Promise<{ knex: Knex; drop(): Promise<void> }>;
};

const uniqueName = (): string => `atelier_test_${process.pid}_${randomBytes(4).toString('hex')}`;

const sqlite: TestDatabase = {
  name: 'sqlite',
  async create() {
    const filename = join(tmpdir(), `${uniqueName()}.db`);
    const knex = createKnex({ client: 'sqlite', filename });
    await migrateToLatest(knex);
    return {
      knex,
      async drop() {
        await knex.destroy();
        await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(`${filename}${suffix}`, { force: true })));
      },
    };
  },
};

/** Another session using template1 makes CREATE DATABASE fail (55006); that passes within moments. */
const createDatabase = async (admin: Knex, name: string): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.raw(`CREATE DATABASE ${name}`);
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
      await createDatabase(admin, name);
      // Deadlocks (crossing transfers) are detected after deadlock_timeout, 1 s by default: keep the suite fast.
      await admin.raw(`ALTER DATABASE ${name} SET deadlock_timeout = '50ms'`);
    } finally {
      await admin.destroy();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const knex = createKnex({ client: 'pg', connectionString: url.toString() });
    await migrateToLatest(knex);
    return {
      knex,
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
  let created: { knex: Knex; drop(): Promise<void> } | undefined;
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
