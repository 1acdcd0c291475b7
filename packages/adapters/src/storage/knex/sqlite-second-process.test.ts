import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { ok } from '@atelier/domain';
import { aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const sqlite = databases.filter((database) => database.name === 'sqlite');

/** Another process writing to the same file, as the CLI would while the server runs; resolves with its exit code. */
const writeFromAnotherProcess = (filename: string, onReady: () => void): Promise<number | null> => {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const script = `
    const Database = require(${JSON.stringify(driver)});
    const db = new Database(${JSON.stringify(filename)});
    db.pragma('busy_timeout = 5000');
    console.log('ready');
    db.prepare("INSERT INTO tags (name, is_category, unlisted) VALUES ('from-another-process', 0, 0)").run();
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.on('data', (data: Buffer) => {
    if (data.toString().includes('ready')) onReady();
  });
  return new Promise((resolve) => child.on('exit', resolve));
};

describe.each(sqlite)('SQLite shared with another process ($name)', (database) => {
  const world = useKnexWorld(database);

  it('makes the other writer wait for a run that reads before it writes, instead of failing the run', async () => {
    const { uow, repos, knex } = world();
    const filename = (knex.client.config.connection as { filename: string }).filename;
    let otherReady = () => {};
    const ready = new Promise<void>((resolve) => {
      otherReady = resolve;
    });
    let started = () => {};
    const inRun = new Promise<void>((resolve) => {
      started = resolve;
    });
    let other: Promise<number | null> = Promise.resolve(null);

    const run = uow.run(async (r) => {
      await r.users.ofUsername('nobody'); // a read first: SQLite would otherwise fail the write below
      started();
      await ready;
      await new Promise((resolve) => setTimeout(resolve, 300)); // the other process is now trying to write
      return ok(await r.users.create(aUser().named('from-the-run').build()));
    });
    await inRun;
    other = writeFromAnotherProcess(filename, otherReady);

    expect((await run).ok).toBe(true);
    expect(await other).toBe(0);
    expect(await repos.users.ofUsername('from-the-run')).not.toBeNull();
    expect(
      (await repos.tags.list({ query: 'from-another', limit: 1, categories: null, excludedTagIds: [] }))
        .length,
    ).toBe(1);
  });
});
