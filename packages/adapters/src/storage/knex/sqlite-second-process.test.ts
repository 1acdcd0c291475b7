import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { ok } from '@atelier/domain';
import { aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const sqlite = databases.filter((database) => database.name === 'sqlite');

/**
 * Another process writing to the same file, as the CLI would while the server runs; resolves with its exit code.
 * It first tries once without waiting, and calls `onRefused` when that is refused as busy (the run holds the write
 * lock): the explicit signal that it is contending. Then it waits its busy timeout, as the CLI does.
 */
const writeFromAnotherProcess = (filename: string, onRefused: () => void): Promise<number | null> => {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const script = `
    const Database = require(${JSON.stringify(driver)});
    const db = new Database(${JSON.stringify(filename)});
    const insert = () =>
      db.prepare("INSERT INTO tags (name, is_category, unlisted) VALUES ('from-another-process', 0, 0)").run();
    db.pragma('busy_timeout = 0');
    try {
      insert();
      process.exit(2);
    } catch (error) {
      if (error.code !== 'SQLITE_BUSY') throw error;
    }
    console.log('refused');
    db.pragma('busy_timeout = 5000');
    insert();
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.on('data', (data: Buffer) => {
    if (data.toString().includes('refused')) onRefused();
  });
  return new Promise((resolve) => child.on('exit', resolve));
};

describe.each(sqlite)('SQLite shared with another process ($name)', (database) => {
  const world = useKnexWorld(database);

  it('makes the other writer wait for a run that reads before it writes, instead of failing the run', async () => {
    const { uow, repos, knex } = world();
    const filename = (knex.client.config.connection as { filename: string }).filename;
    let otherRefused = () => {};
    const refused = new Promise<void>((resolve) => {
      otherRefused = resolve;
    });
    let started = () => {};
    const inRun = new Promise<void>((resolve) => {
      started = resolve;
    });
    // Started once the run holds the database.
    const other = inRun.then(() => writeFromAnotherProcess(filename, otherRefused));

    const run = uow.run(async (r) => {
      await r.users.ofUsername('nobody'); // a read first: SQLite would otherwise fail the write below
      started();
      // The other process has been refused once and is now waiting (or exited early, which the test reports).
      await Promise.race([refused, other]);
      return ok(await r.users.create(aUser().named('from-the-run').build()));
    });
    expect((await run).ok).toBe(true);
    expect(await other).toBe(0);
    expect(await repos.users.ofUsername('from-the-run')).not.toBeNull();
    expect(
      (await repos.tags.list({ query: 'from-another', limit: 1, categories: null, excludedTagIds: [] }))
        .length,
    ).toBe(1);
  });
});
