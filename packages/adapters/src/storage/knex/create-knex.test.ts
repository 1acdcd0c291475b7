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

  it('pools 2 to 10 connections for PostgreSQL', async () => {
    const knex = createKnex({ client: 'pg', connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    try {
      expect(knex.client.config.pool).toMatchObject({ min: 2, max: 10 });
    } finally {
      await knex.destroy();
    }
  });
});
