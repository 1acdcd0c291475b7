import type { Accounts } from '@atelier/adapters';
import { describe, expect, it } from 'vitest';
import { useSeededHub } from '../../testing/seeded-hub.js';
import { databases } from '../../testing/test-hub.js';

describe.each(databases)('atelier user reset-password on $name', (database) => {
  const hub = useSeededHub(database, { seed: false });
  const accounts = <T>(work: (accounts: Accounts) => Promise<T>) =>
    hub().inProcess(({ accounts }) => work(accounts));
  const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? '';

  it('prints a one-time link on the given origin that sets the password once', async () => {
    const run = await hub().cli([
      'user',
      'reset-password',
      'someone',
      '--origin',
      'https://hub.example',
      '--json',
    ]);

    expect(run.code).toBe(0);
    const answer = run.json() as unknown as { link: string; expiresAt: string; user: { username: string } };
    expect(answer.user.username).toBe('someone');
    expect(answer.link).toMatch(/^https:\/\/hub\.example\/user\/reset-password#token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(answer.link);
    const reset = await accounts((a) => a.resetPassword({ token, password: 'a brand new passphrase' }));
    expect(reset).toMatchObject({ ok: true, value: { username: 'someone' } });
    expect(
      await accounts((a) => a.signIn({ username: 'someone', password: 'a brand new passphrase' })),
    ).toMatchObject({ ok: true });
    const again = await accounts((a) => a.resetPassword({ token, password: 'yet another passphrase' }));
    expect(again).toMatchObject({ ok: false, error: { code: 'AUTH.RESET_LINK_INVALID' } });
  });

  it('takes the origin from ATELIER_PUBLIC_URL and says in words how long the link lasts', async () => {
    const run = await hub().cli(['user', 'reset-password', 'someone'], {
      env: { ATELIER_PUBLIC_URL: 'https://atelier.example.org' },
    });

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^https:\/\/atelier\.example\.org\/user\/reset-password#token=/m);
    expect(run.stdout).toContain('valid until');
    expect(run.stdout).toContain('It works once.');
  });

  it('refuses an unknown user (exit code 3) and an origin with a path (exit code 2)', async () => {
    const unknown = await hub().cli(['user', 'reset-password', 'nobody-here', '--json']);
    expect(unknown.code).toBe(3);
    expect(unknown.json()).toMatchObject({ ok: false, error: { code: 'USER.NOT_FOUND' } });

    const badOrigin = await hub().cli([
      'user',
      'reset-password',
      'someone',
      '--origin',
      'https://hub.example/x',
      '--json',
    ]);
    expect(badOrigin.code).toBe(2);
    expect(badOrigin.json()).toMatchObject({
      ok: false,
      error: { code: 'CLI.USAGE', message: expect.stringContaining('--origin') },
    });
  });

  it('explains itself in --help', async () => {
    const help = await hub().cli(['user', 'reset-password', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--origin <url>');
    expect(help.stdout).toContain('one hour');
    expect(help.stdout).toContain('$ atelier user reset-password alice');
  });
});
