import type { Accounts } from '@atelier/adapters';
import { describe, expect, it } from 'vitest';
import { useSeededHub } from '../../testing/seeded-hub.js';
import { databases } from '../../testing/test-hub.js';

describe.each(databases)('atelier user and apikey on $name', (database) => {
  const hub = useSeededHub(database, { seed: false });

  const accounts = <T>(work: (accounts: Accounts) => Promise<T>) =>
    hub().inProcess(({ accounts }) => work(accounts));

  it('creates an account that signs in with the password read from stdin, with the roles asked for', async () => {
    const run = await hub().cli(
      ['user', 'create', '--username', 'carol', '--member', '--password-stdin', '--json'],
      {
        input: 'correct horse battery staple\n',
      },
    );

    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({
      ok: true,
      user: { username: 'carol', isMember: true, isModerator: false },
    });
    expect(run.stdout).not.toContain('correct horse');
    const signIn = await accounts((a) =>
      a.signIn({ username: 'carol', password: 'correct horse battery staple' }),
    );
    expect(signIn).toMatchObject({ ok: true, value: { user: { username: 'carol', isMember: true } } });
    const wrong = await accounts((a) =>
      a.signIn({ username: 'carol', password: 'correct horse battery staple\n' }),
    );
    expect(wrong.ok).toBe(false);
  });

  it('refuses a taken username (exit code 5) and a short password (exit code 2)', async () => {
    const taken = await hub().cli([
      'user',
      'create',
      '--username',
      'carol',
      '--password',
      'another long password',
      '--json',
    ]);
    expect(taken.code).toBe(5);
    expect(taken.json()).toMatchObject({ ok: false, error: { code: 'AUTH.USERNAME_TAKEN' } });

    const short = await hub().cli(['user', 'create', '--username', 'dave', '--password', 'short', '--json']);
    expect(short.code).toBe(2);
    expect(short.json()).toMatchObject({
      ok: false,
      error: { code: 'CLI.USAGE', message: expect.stringContaining('--password') },
    });

    const guessable = await hub().cli([
      'user',
      'create',
      '--username',
      'dave',
      '--password',
      '12345678',
      '--json',
    ]);
    expect(guessable.code).toBe(2);
    expect(guessable.json()).toMatchObject({
      ok: false,
      error: { code: 'CLI.USAGE', message: expect.stringContaining('This password is too easy to guess: ') },
    });
  });

  it('promotes to moderator, mutes and unmutes', async () => {
    expect((await hub().cli(['user', 'promote', '--username', 'someone', '--json'])).json()).toMatchObject({
      user: { username: 'someone', isModerator: true },
    });
    expect((await hub().cli(['user', 'mute', '--username', 'someone', '--json'])).json()).toMatchObject({
      user: { muted: true, isModerator: true },
    });
    const stored = () => hub().inProcess(({ uow }) => uow.read((r) => r.users.ofUsername('someone')));
    expect(await stored()).toMatchObject({ isModerator: true, muted: true });
    await hub().cli(['user', 'mute', '--username', 'someone', '--unmute', '--json']);
    expect(await stored()).toMatchObject({ isModerator: true, muted: false });
  });

  it('records each account action with its actor: a moderator named by --as, or the operator (no actor)', async () => {
    const before = await hub().inProcess(({ uow }) => uow.read((r) => r.audit.ofAccount(hub().user.id)));
    const promoted = await hub().cli([
      'user',
      'promote',
      '--username',
      'someone',
      '--to',
      'member',
      '--as',
      'mod',
      '--json',
    ]);
    expect(promoted.code).toBe(0);
    expect(promoted.json()).toMatchObject({
      user: { isMember: true },
      actedAs: { id: hub().moderator.id, username: 'mod' },
    });
    const granted = await hub().cli(['buzz', 'grant', '--username', 'someone', '--amount', '5', '--json']);
    expect(granted.json()).toMatchObject({ ok: true, actedAs: null });

    const after = await hub().inProcess(({ uow }) => uow.read((r) => r.audit.ofAccount(hub().user.id)));
    expect(after.slice(before.length).map(({ actorId, action }) => ({ actorId, action }))).toEqual([
      { actorId: hub().moderator.id, action: 'user.promote' },
      { actorId: null, action: 'buzz.grant' },
    ]);
  });

  it('refuses --as a user who is not a moderator (exit code 4), changing nothing', async () => {
    const run = await hub().cli(['user', 'mute', '--username', 'mod', '--as', 'carol', '--json']);

    expect(run.code).toBe(4);
    expect(run.json()).toMatchObject({ ok: false, error: { code: 'CLI.NOT_A_MODERATOR' } });
    expect(await hub().inProcess(({ uow }) => uow.read((r) => r.users.ofUsername('mod')))).toMatchObject({
      muted: false,
    });
  });

  it('prints an API key once, and that key authenticates as the user', async () => {
    const run = await hub().cli(['apikey', 'create', '--username', 'carol', '--name', 'sync', '--json']);

    expect(run.code).toBe(0);
    const { apiKey } = run.json() as unknown as { apiKey: { key: string; name: string } };
    expect(apiKey.name).toBe('sync');
    expect(await accounts((a) => a.userOfApiKey(apiKey.key))).toMatchObject({
      ok: true,
      value: { username: 'carol' },
    });
    expect(await accounts((a) => a.userOfApiKey(`${apiKey.key}x`))).toMatchObject({ ok: false });
  });
});
