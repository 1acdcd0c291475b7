import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { createKnex } from '@atelier/adapters';
import { describe, expect, it } from 'vitest';
import { type SeededHub, useSeededHub } from '../testing/seeded-hub.js';
import { databases, databaseUrl, pgServerUrl } from '../testing/test-hub.js';

type Db = ReturnType<typeof createKnex>;

/** Every table of the schema with all its rows, in a stable order, to compare two databases row for row. */
const snapshot = async (db: Db): Promise<Record<string, string[]>> => {
  const isPg = (db.client as { config: { client: string } }).config.client === 'pg';
  const tables: string[] = isPg
    ? await db('information_schema.tables')
        .where({ table_schema: 'public', table_type: 'BASE TABLE' })
        .pluck('table_name')
    : await db('sqlite_master').where({ type: 'table' }).whereNot('name', 'like', 'sqlite_%').pluck('name');
  const result: Record<string, string[]> = {};
  for (const table of tables.sort()) {
    const rows = (await db(table).select('*')) as Record<string, unknown>[];
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
};

const withDb = async <T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> => {
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
};

const liveDb = (hub: SeededHub): Db =>
  hub.env.DATABASE_URL
    ? createKnex({ client: 'pg', connectionString: hub.env.DATABASE_URL })
    : createKnex({ client: 'sqlite', filename: path.join(hub.dataDir, 'atelier.db') });

/** Opens the backup as a database: the SQLite file itself, or a fresh PostgreSQL database it is restored into. */
const openBackup = async (hub: SeededHub, file: string): Promise<{ db: Db; drop(): Promise<void> }> => {
  if (!hub.env.DATABASE_URL) {
    return { db: createKnex({ client: 'sqlite', filename: file }), drop: async () => {} };
  }
  const server = pgServerUrl as string;
  const name = `atelier_cli_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withDb(createKnex({ client: 'pg', connectionString: server }), (admin) =>
    admin.raw(`CREATE DATABASE ${name}`),
  );
  const url = databaseUrl(server, name);
  await promisify(execFile)('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, file]);
  return {
    db: createKnex({ client: 'pg', connectionString: url }),
    drop: () =>
      withDb(createKnex({ client: 'pg', connectionString: server }), (admin) =>
        admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ),
  };
};

describe.each(databases)('atelier backup on $name', (database) => {
  const hub = useSeededHub(database);

  it('writes a backup that opens as a database holding the same rows', async () => {
    const file = path.join(hub().dataDir, 'backups', 'atelier.backup');
    await hub().cli(['buzz', 'grant', '--username', 'someone', '--amount', '10', '--json']);

    const run = await hub().cli(['backup', '--out', file, '--json']);

    expect(run.code).toBe(0);
    expect(run.json()).toEqual({
      ok: true,
      backup: {
        file,
        bytes: (await stat(file)).size,
        database: database.name === 'sqlite' ? 'sqlite' : 'pg',
        format: database.name === 'sqlite' ? 'sqlite' : 'pg_dump-custom',
      },
    });
    const live = await withDb(liveDb(hub()), snapshot);
    const restored = await openBackup(hub(), file);
    try {
      const copy = await snapshot(restored.db);
      expect(Object.keys(copy)).toEqual(Object.keys(live));
      expect(copy.users).toHaveLength(62);
      expect(copy.buzz_ledger_entries?.length).toBeGreaterThan(1);
      expect(copy).toEqual(live);
    } finally {
      await restored.db.destroy();
      await restored.drop();
    }
  });

  it('leaves an existing file alone unless --force is given (exit code 5)', async () => {
    const file = path.join(hub().dataDir, 'backups', 'atelier.backup');
    const before = await stat(file);

    const refused = await hub().cli(['backup', '--out', file, '--json']);
    expect(refused.code).toBe(5);
    expect(refused.json()).toMatchObject({ ok: false, error: { code: 'BACKUP.OUTPUT_EXISTS' } });
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);

    const forced = await hub().cli(['backup', '--out', file, '--force', '--json']);
    expect(forced.code).toBe(0);
    expect((await stat(file)).mtimeMs).toBeGreaterThan(before.mtimeMs);
  });
});
