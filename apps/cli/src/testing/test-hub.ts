import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createKnex } from '@atelier/adapters';

/** The PostgreSQL server the tests may use; without it they run on SQLite only. */
export const PG_URL_VARIABLE = 'ATELIER_TEST_PG_URL';

/** A hub of its own for one test file: a temp data dir, and on PostgreSQL a database of its own. */
export type TestHub = {
  /** The environment `atelier` reads, as an operator would set it. */
  env: Record<string, string>;
  dataDir: string;
  drop(): Promise<void>;
};

export type TestDatabase = { name: 'sqlite' | 'postgresql'; create(): Promise<TestHub> };

const uniqueName = (): string => `atelier_cli_test_${process.pid}_${randomBytes(4).toString('hex')}`;

const tempDataDir = () => mkdtemp(path.join(tmpdir(), 'atelier-cli-'));

const sqlite: TestDatabase = {
  name: 'sqlite',
  async create() {
    const dataDir = await tempDataDir();
    return {
      env: { ATELIER_DATA_DIR: dataDir },
      dataDir,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
};

/** Runs one statement on the server's maintenance database. */
const onServer = async (serverUrl: string, sql: string): Promise<void> => {
  const admin = createKnex({ client: 'pg', connectionString: serverUrl });
  try {
    await admin.raw(sql);
  } finally {
    await admin.destroy();
  }
};

/** Another session using template1 makes CREATE DATABASE fail (55006) for a moment; try again. */
const createDatabase = async (serverUrl: string, name: string): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await onServer(serverUrl, `CREATE DATABASE ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
};

export const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const postgresql = (serverUrl: string): TestDatabase => ({
  name: 'postgresql',
  async create() {
    const name = uniqueName();
    await createDatabase(serverUrl, name);
    const dataDir = await tempDataDir();
    return {
      env: { ATELIER_DATA_DIR: dataDir, DATABASE_URL: databaseUrl(serverUrl, name) },
      dataDir,
      async drop() {
        await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
});

const serverUrl = process.env[PG_URL_VARIABLE];

/** SQLite always; PostgreSQL too when ATELIER_TEST_PG_URL names a server. For `describe.each(databases)`. */
export const databases: TestDatabase[] = serverUrl ? [sqlite, postgresql(serverUrl)] : [sqlite];

export const pgServerUrl = serverUrl;
