import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
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
  /** The PostgreSQL database's name; null on SQLite, whose database is `<dataDir>/atelier.db`. */
  databaseName: string | null;
  drop(): Promise<void>;
};

/** Where a prepared hub lies, to be copied: plain data, so the global setup can hand it to the test workers. */
export type HubTemplate = Pick<TestHub, 'dataDir' | 'databaseName'>;

export type TestDatabase = {
  name: 'sqlite' | 'postgresql';
  /** An empty hub. */
  create(): Promise<TestHub>;
  /** A hub of its own holding what `template` holds: its data dir copied and, on PostgreSQL, its database. */
  copy(template: HubTemplate): Promise<TestHub>;
};

const uniqueName = (): string => `atelier_cli_test_${process.pid}_${randomBytes(4).toString('hex')}`;

const tempDataDir = () => mkdtemp(path.join(tmpdir(), 'atelier-cli-'));

/** A temp data dir; a copy of `template`'s (the SQLite file and the demo files in it) when one is given. */
const newDataDir = async (template?: HubTemplate): Promise<string> => {
  const dataDir = await tempDataDir();
  if (template) await cp(template.dataDir, dataDir, { recursive: true });
  return dataDir;
};

const sqliteHub = (dataDir: string): TestHub => ({
  env: { ATELIER_DATA_DIR: dataDir },
  dataDir,
  databaseName: null,
  drop: () => rm(dataDir, { recursive: true, force: true }),
});

const sqlite: TestDatabase = {
  name: 'sqlite',
  create: async () => sqliteHub(await newDataDir()),
  copy: async (template) => sqliteHub(await newDataDir(template)),
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

/**
 * Another session using the template (template1, or the hub template being copied) makes CREATE DATABASE fail
 * (55006) for a moment; try again.
 */
const createDatabase = async (serverUrl: string, name: string, template?: string | null): Promise<void> => {
  const sql = template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`;
  for (let attempt = 1; ; attempt++) {
    try {
      return await onServer(serverUrl, sql);
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

const postgresql = (serverUrl: string): TestDatabase => {
  /** A new database: a server-side copy of the template's when there is one, nothing replayed. */
  const hub = async (template?: HubTemplate): Promise<TestHub> => {
    const name = uniqueName();
    await createDatabase(serverUrl, name, template?.databaseName);
    const dataDir = await newDataDir(template);
    return {
      env: { ATELIER_DATA_DIR: dataDir, DATABASE_URL: databaseUrl(serverUrl, name) },
      dataDir,
      databaseName: name,
      async drop() {
        await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  };
  return { name: 'postgresql', create: () => hub(), copy: (template) => hub(template) };
};

const serverUrl = process.env[PG_URL_VARIABLE];

/** SQLite always; PostgreSQL too when ATELIER_TEST_PG_URL names a server. For `describe.each(databases)`. */
export const databases: TestDatabase[] = serverUrl ? [sqlite, postgresql(serverUrl)] : [sqlite];

export const pgServerUrl = serverUrl;
