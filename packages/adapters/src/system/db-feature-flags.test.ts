import { FEATURE_FLAGS, type FeatureFlag } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { databases, useTestDatabase } from '../storage/knex/testing/databases.js';
import { DbFeatureFlags } from './db-feature-flags.js';

const allOn = (): Record<FeatureFlag, boolean> =>
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as Record<FeatureFlag, boolean>;
const AT = new Date('2026-11-28T12:00:00.000Z');

describe.each(databases)('DbFeatureFlags on $name', (database) => {
  const knex = useTestDatabase(database);
  const clear = () => knex()('feature_flags').delete();

  it('answers the ATELIER_FLAG_* defaults while the table has no row for a flag', async () => {
    await clear();
    const defaults = { ...allOn(), chat: false };
    const flags = new DbFeatureFlags(knex(), defaults);
    expect(await flags.refresh()).toEqual([]);
    expect(flags.isOn('chat')).toBe(false);
    expect(flags.isOn('buzz')).toBe(true);
    expect((await flags.list()).find((flag) => flag.name === 'chat')).toEqual({
      name: 'chat',
      on: false,
      source: 'environment',
      updatedAt: null,
    });
  });

  it("another process's change is seen on the next refresh, which names what changed and tells onChange", async () => {
    await clear();
    const heard: FeatureFlag[][] = [];
    const server = new DbFeatureFlags(knex(), allOn(), (changed) => {
      heard.push(changed);
    });
    const cli = new DbFeatureFlags(knex(), allOn());
    await server.refresh();

    await cli.set('buzz', false, AT);
    expect(cli.isOn('buzz')).toBe(false);
    // The server keeps its snapshot (isOn stays synchronous) until it reads the table again.
    expect(server.isOn('buzz')).toBe(true);
    expect(await server.refresh()).toEqual(['buzz']);
    expect(server.isOn('buzz')).toBe(false);
    expect(heard).toEqual([['buzz']]);
    expect(await server.refresh()).toEqual([]);

    await cli.set('buzz', true, new Date(AT.getTime() + 1000));
    await cli.set('canWrite', false, new Date(AT.getTime() + 2000));
    expect(await server.refresh()).toEqual(['buzz', 'canWrite']);
    expect(server.isOn('buzz')).toBe(true);
    expect(server.isOn('canWrite')).toBe(false);
  });

  it('lists every flag in order with its source, and a set row wins over the default either way', async () => {
    await clear();
    const flags = new DbFeatureFlags(knex(), { ...allOn(), impersonation: false });
    await flags.set('impersonation', true, AT);
    await flags.set('recommenders', false, AT);
    const listed = await flags.list();
    expect(listed.map((flag) => flag.name)).toEqual([...FEATURE_FLAGS]);
    expect(listed.filter((flag) => flag.source === 'database')).toEqual([
      { name: 'recommenders', on: false, source: 'database', updatedAt: AT },
      { name: 'impersonation', on: true, source: 'database', updatedAt: AT },
    ]);
    expect(flags.isOn('impersonation')).toBe(true);
    expect(flags.isOn('recommenders')).toBe(false);
  });

  it('ignores rows naming no flag Atelier knows', async () => {
    await clear();
    await knex()('feature_flags').insert({
      name: 'retired',
      is_on: false,
      updated_at: database.name === 'sqlite' ? AT.getTime() : AT,
    });
    const flags = new DbFeatureFlags(knex(), allOn());
    expect(await flags.refresh()).toEqual([]);
    expect((await flags.list()).some((flag) => (flag.name as string) === 'retired')).toBe(false);
  });

  it('refreshes on a timer until stopped', async () => {
    await clear();
    let heard: (changed: FeatureFlag[]) => void = () => {};
    const changed = new Promise<FeatureFlag[]>((resolve) => {
      heard = resolve;
    });
    const watcher = new DbFeatureFlags(knex(), allOn(), (flags) => heard(flags));
    const failures: unknown[] = [];
    const stop = watcher.startRefreshing(20, (error) => failures.push(error));
    try {
      await new DbFeatureFlags(knex(), allOn()).set('chat', false, AT);
      expect(await changed).toEqual(['chat']);
      expect(watcher.isOn('chat')).toBe(false);
    } finally {
      await stop();
    }
    expect(failures).toEqual([]);
  });
});
