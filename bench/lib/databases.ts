import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createKnex } from '@atelier/adapters';
import type { Knex } from 'knex';

export type BenchDatabase = {
  name: 'SQLite' | 'PostgreSQL';
  knex: Knex;
  /** The data directory the run may write files to. */
  dataDir: string;
  sizeBytes(): Promise<number>;
  drop(): Promise<void>;
};

/** Which server to use for PostgreSQL runs: ATELIER_BENCH_PG_URL, else the tests' ATELIER_TEST_PG_URL. */
export const pgServerUrl = (): string | undefined =>
  process.env.ATELIER_BENCH_PG_URL ?? process.env.ATELIER_TEST_PG_URL;

const uniqueName = (label: string): string =>
  `atelier_bench_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;

export async function sqliteDatabase(label: string): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${uniqueName(label)}-`));
  const filename = path.join(dataDir, 'atelier.db');
  const knex = createKnex({ client: 'sqlite', filename });
  return {
    name: 'SQLite',
    knex,
    dataDir,
    async sizeBytes() {
      let total = 0;
      for (const suffix of ['', '-wal'])
        total += await stat(filename + suffix).then(
          (s) => s.size,
          () => 0,
        );
      return total;
    },
    async drop() {
      await knex.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of this run's own on the server, dropped afterwards (the server is shared). */
export async function postgresDatabase(serverUrl: string, label: string): Promise<BenchDatabase> {
  const name = uniqueName(label);
  const admin = createKnex({ client: 'pg', connectionString: serverUrl });
  await admin.raw(`CREATE DATABASE ${name}`).finally(() => admin.destroy());
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const knex = createKnex({ client: 'pg', connectionString: url.toString() });
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  return {
    name: 'PostgreSQL',
    knex,
    dataDir,
    async sizeBytes() {
      const result = await knex.raw('SELECT pg_database_size(current_database()) AS size');
      return Number(result.rows[0].size);
    },
    async drop() {
      await knex.destroy();
      const dropper = createKnex({ client: 'pg', connectionString: serverUrl });
      await dropper.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.destroy());
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** SQLite always, PostgreSQL when a server is named; `--db sqlite|pg|both` narrows it. */
export function chosenDatabases(argv: string[]): ('sqlite' | 'pg')[] {
  const index = argv.indexOf('--db');
  const choice = index >= 0 ? argv[index + 1] : 'both';
  const wanted: ('sqlite' | 'pg')[] =
    choice === 'sqlite' ? ['sqlite'] : choice === 'pg' ? ['pg'] : ['sqlite', 'pg'];
  if (wanted.includes('pg') && !pgServerUrl()) {
    console.warn(
      'No PostgreSQL server named (ATELIER_BENCH_PG_URL or ATELIER_TEST_PG_URL): PostgreSQL skipped.',
    );
    return wanted.filter((db) => db !== 'pg');
  }
  return wanted;
}

export const optionValue = (argv: string[], flag: string, fallback: string): string => {
  const index = argv.indexOf(flag);
  return index >= 0 ? (argv[index + 1] ?? fallback) : fallback;
};
