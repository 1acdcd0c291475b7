import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKnex } from './create-knex.js';

describe('createKnex', () => {
  const filename = join(tmpdir(), `atelier-create-knex-${process.pid}.db`);
  afterEach(async () => {
    await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(`${filename}${suffix}`, { force: true })));
  });

  it('opens SQLite with WAL, foreign keys, a busy timeout and NORMAL sync, on one pooled connection', async () => {
    const knex = createKnex({ client: 'sqlite', filename });
    try {
      const pragma = async (name: string) => Object.values((await knex.raw(`PRAGMA ${name}`))[0])[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('synchronous')).toBe(1);
      expect(knex.client.pool.max).toBe(1);
    } finally {
      await knex.destroy();
    }
  });

  it('reuses the statement a SQLite connection prepared for the same SQL, keeping the 500 most recently used', async () => {
    const knex = createKnex({ client: 'sqlite', filename });
    const client = knex.client as {
      acquireConnection(): Promise<{ prepare(sql: string): object }>;
      releaseConnection(connection: unknown): Promise<unknown>;
    };
    try {
      const connection = await client.acquireConnection();
      try {
        const first = connection.prepare('SELECT 1 AS one');
        expect(connection.prepare('SELECT 1 AS one')).toBe(first);
        expect(connection.prepare('SELECT 2 AS two')).not.toBe(first);
        // 500 other statements later, the first is the least recently used, and it was dropped.
        for (let n = 0; n < 500; n++) connection.prepare(`SELECT ${n + 10} AS n`);
        expect(connection.prepare('SELECT 1 AS one')).not.toBe(first);
      } finally {
        await client.releaseConnection(connection);
      }
    } finally {
      await knex.destroy();
    }
  });

  it('answers a reused statement with the table as it now is, after its schema changed', async () => {
    const knex = createKnex({ client: 'sqlite', filename });
    try {
      await knex.schema.createTable('things', (table) => table.integer('a'));
      await knex('things').insert({ a: 1 });
      expect(await knex('things').select('*')).toEqual([{ a: 1 }]);
      await knex.schema.alterTable('things', (table) => table.integer('b'));
      await knex('things').update({ b: 2 });
      expect(await knex('things').select('*')).toEqual([{ a: 1, b: 2 }]);
    } finally {
      await knex.destroy();
    }
  });

  it('pools 2 to 10 connections for PostgreSQL', async () => {
    const knex = createKnex({ client: 'pg', connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    try {
      expect(knex.client.config.pool).toMatchObject({ min: 2, max: 10 });
    } finally {
      await knex.destroy();
    }
  });
});
