import { describe, expect, it } from 'vitest';
import { createKnex } from './create-knex.js';
import {
  baseTables,
  PAGE_INDEPENDENT_TABLES,
  pageGenerationReader,
  readPageGeneration,
  watchedTables,
} from './page-generation.js';
import { databases, useTestDatabase } from './testing/databases.js';

describe.each(databases)('the page generation on $name', (database) => {
  const knex = useTestDatabase(database);

  it('is raised by every table a page can show: each table is watched or named page-independent', async () => {
    const tables = await baseTables(knex());
    const watched = await watchedTables(knex());
    const unaccounted = tables.filter(
      (table) => !watched.includes(table) && !PAGE_INDEPENDENT_TABLES.has(table),
    );
    expect(unaccounted).toEqual([]);
    expect(watched.filter((table) => PAGE_INDEPENDENT_TABLES.has(table))).toEqual([]);
    // No stale names: every page-independent table exists.
    expect([...PAGE_INDEPENDENT_TABLES].filter((table) => !tables.includes(table))).toEqual([]);
    expect(watched).toEqual(
      expect.arrayContaining(['models', 'model_versions', 'reviews', 'users', 'feature_flags']),
    );
  });

  it('rises with a committed write, once per transaction, and not with a rolled-back one', async () => {
    const db = knex();
    const before = BigInt(await readPageGeneration(db));

    await db.transaction(async (trx) => {
      await trx('tags').insert([{ name: 'one' }, { name: 'two' }, { name: 'three' }]);
      await trx('tags').where({ name: 'one' }).update({ name: 'uno' });
    });
    const afterCommit = BigInt(await readPageGeneration(db));
    expect(afterCommit).toBeGreaterThan(before);

    await expect(
      db.transaction(async (trx) => {
        await trx('tags').insert({ name: 'four' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(BigInt(await readPageGeneration(db))).toBe(afterCommit);

    await db('tags').where({ name: 'two' }).delete();
    expect(BigInt(await readPageGeneration(db))).toBeGreaterThan(afterCommit);
  });

  it("reads the same through the page cache's reader, whose connection reuses its statement, after writes from its own connection and from another", async () => {
    const db = knex();
    const read = pageGenerationReader(db);
    expect(await read()).toBe(await readPageGeneration(db));

    await db('tags').insert({ name: 'five' });
    const afterOwn = await read();
    expect(afterOwn).toBe(await readPageGeneration(db));

    // Another connection to the same database, as the CLI writes while the server runs.
    const { connection } = db.client.config as {
      connection: { filename?: string; connectionString?: string };
    };
    const other =
      database.name === 'sqlite'
        ? createKnex({ client: 'sqlite', filename: connection.filename as string })
        : createKnex({ client: 'pg', connectionString: connection.connectionString as string });
    try {
      await other('tags').insert({ name: 'six' });
    } finally {
      await other.destroy();
    }
    const afterOther = await read();
    expect(BigInt(afterOther)).toBeGreaterThan(BigInt(afterOwn));
    expect(afterOther).toBe(await readPageGeneration(db));
  });

  it('stays put when only a page-independent table is written', async () => {
    const db = knex();
    const before = await readPageGeneration(db);
    const at = new Date(0);
    await db('jobs').insert({
      name: 'rescan',
      payload: JSON.stringify({ modelId: 1 }),
      dedupe_key: 'rescan:1',
      max_attempts: 3,
      run_after: at,
      created_at: at,
      updated_at: at,
    });
    expect(await readPageGeneration(db)).toBe(before);
  });
});
