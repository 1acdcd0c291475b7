import { FEATURE_FLAGS } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { useSeededHub } from '../../testing/seeded-hub.js';
import { databases } from '../../testing/test-hub.js';

type Listed = { name: string; on: boolean; source: string; updatedAt: string | null };

/** Issue 20: feature flags in the database, listed and set by `atelier flags`. */
describe.each(databases)('atelier flags on $name', (database) => {
  const hub = useSeededHub(database, { seed: false });
  const listed = async (env: Record<string, string> = {}) => {
    const run = await hub().cli(['flags', '--json'], { env });
    expect(run.code).toBe(0);
    return run.json().flags as Listed[];
  };

  it('lists every flag with its environment default until one is set, then the set value wins', async () => {
    const defaults = await listed({ ATELIER_FLAG_CHAT: 'false' });
    expect(defaults.map((flag) => flag.name)).toEqual([...FEATURE_FLAGS]);
    expect(defaults.find((flag) => flag.name === 'chat')).toEqual({
      name: 'chat',
      on: false,
      source: 'environment',
      updatedAt: null,
    });
    expect(defaults.every((flag) => flag.source === 'environment')).toBe(true);

    const set = await hub().cli(['flags', 'set', 'chat', 'on', '--json'], {
      env: { ATELIER_FLAG_CHAT: 'false' },
    });
    expect(set.code).toBe(0);
    expect(set.json()).toMatchObject({ ok: true, flag: { name: 'chat', on: true, source: 'database' } });
    expect((await listed({ ATELIER_FLAG_CHAT: 'false' })).find((flag) => flag.name === 'chat')).toMatchObject(
      {
        on: true,
        source: 'database',
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    );
    const people = await hub().cli(['flags']);
    expect(people.stdout).toMatch(/^ {2}chat +on /m);
  });

  it('gates what the flag gates: buzz off refuses `buzz balance` with FEATURE.OFF until it is on again', async () => {
    expect((await hub().cli(['flags', 'set', 'buzz', 'off'])).code).toBe(0);
    const refused = await hub().cli(['buzz', 'balance', '--username', hub().user.username, '--json']);
    expect(refused.code).toBe(4);
    expect(refused.json()).toMatchObject({ ok: false, error: { code: 'FEATURE.OFF' } });
    expect((await hub().cli(['flags', 'set', 'buzz', 'on'])).code).toBe(0);
    expect((await hub().cli(['buzz', 'balance', '--username', hub().user.username])).code).toBe(0);
  });

  it('refuses an unknown flag or value with a usage error that names the choices', async () => {
    const name = await hub().cli(['flags', 'set', 'buz', 'off', '--json']);
    expect(name.code).toBe(2);
    expect(name.json()).toMatchObject({
      ok: false,
      error: {
        code: 'CLI.USAGE',
        message: `There is no feature flag "buz". The flags are: ${FEATURE_FLAGS.join(', ')}.`,
      },
    });
    const value = await hub().cli(['flags', 'set', 'buzz', 'maybe']);
    expect(value.code).toBe(2);
    expect(value.stderr).toContain('A flag is set "on" or "off", not "maybe".');
  });

  it('with canWrite off refuses write commands (FEATURE.READ_ONLY) but reads, and `flags set canWrite on` still works', async () => {
    expect((await hub().cli(['flags', 'set', 'canWrite', 'off'])).code).toBe(0);
    const grant = await hub().cli([
      'buzz',
      'grant',
      '--username',
      hub().user.username,
      '--amount',
      '5',
      '--json',
    ]);
    expect(grant.code).toBe(5);
    expect(grant.json()).toMatchObject({
      ok: false,
      error: {
        code: 'FEATURE.READ_ONLY',
        message: 'The site is read-only right now. Please try again later.',
      },
    });
    const people = await hub().cli(['buzz', 'grant', '--username', hub().user.username, '--amount', '5']);
    expect(people.stderr).toContain('atelier flags set canWrite on');
    expect((await hub().cli(['jobs', '--json'])).code).toBe(0);
    expect((await hub().cli(['buzz', 'balance', '--username', hub().user.username])).code).toBe(0);

    expect((await hub().cli(['flags', 'set', 'canWrite', 'on'])).code).toBe(0);
    expect(
      (await hub().cli(['buzz', 'grant', '--username', hub().user.username, '--amount', '5'])).code,
    ).toBe(0);
  });
});
