import { errors } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TTL_MS } from '../../../auth/accounts.js';
import { databases } from '../../../storage/knex/testing/databases.js';
import { sessionCookieOf } from '../../testing/api-client.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

/** Issue 18: /user/account's procedures and the password reset link, over real HTTP on each database. */
describe.each(databases)('account settings and passwords on $name', (database) => {
  const server = useTestServer(database);

  /** Signs up `username` and returns its session cookie. */
  const signUp = async (username: string, password: string) => {
    const { api } = server();
    return sessionCookieOf((await api.mutation('auth.signUp', { username, password })).headers) ?? '';
  };
  const signIn = async (username: string, password: string) => {
    const answer = await server().api.mutation('auth.signIn', { username, password });
    return answer.ok ? (sessionCookieOf(answer.headers) ?? '') : null;
  };
  const me = async (cookie: string) => expectOk(await server().api.query('auth.me', undefined, { cookie }));

  it('stores every setting on the account, and a refused field changes nothing', async () => {
    const { api, world } = server();
    const cookie = await signUp('grace', 'compiler of compilers');
    const saved = await api.mutation(
      'user.updateSettings',
      {
        filePreferences: { format: 'PickleTensor', size: 'full', fp: 'fp32' },
        browsingLevel: 3,
        disablePoi: true,
        disableMinor: true,
        creatorCardStatsPreferences: ['likes', 'uploads'],
        links: ['https://Example.com/grace', 'http://blog.example.org'],
      },
      { cookie },
    );
    const settings = {
      filePreferences: { format: 'PickleTensor', size: 'full', fp: 'fp32' },
      browsingLevel: 3,
      disablePoi: true,
      disableMinor: true,
      creatorCardStatsPreferences: ['uploads', 'likes'],
      links: [
        { url: 'https://example.com/grace', domain: 'example.com' },
        { url: 'http://blog.example.org/', domain: 'blog.example.org' },
      ],
    };
    expect(expectOk(saved)).toEqual(settings);
    expect(expectOk(await api.query('user.getSettings', undefined, { cookie }))).toEqual(settings);

    const badLink = await api.mutation(
      'user.updateSettings',
      { disablePoi: false, links: ['javascript:alert(1)'] },
      { cookie },
    );
    expectFailure(badLink, 400, 'SETTINGS.INVALID_LINK');
    if (!badLink.ok)
      expect(badLink.error.message).toBe(errors.invalidProfileLink('javascript:alert(1)').message);
    expectFailure(
      await api.mutation('user.updateSettings', { browsingLevel: 64 }, { cookie }),
      400,
      'SETTINGS.INVALID_BROWSING_LEVEL',
    );
    expectFailure(
      await api.mutation('user.updateSettings', { theme: 'dark' }, { cookie }),
      400,
      'INVALID_INPUT',
    );
    const stored = await world.repos.users.ofUsername('grace');
    expect(stored).toMatchObject(settings);
    expectFailure(await api.query('user.getSettings'), 401, 'AUTH.SIGN_IN_REQUIRED');
  });

  it('changePassword keeps this session, ends the others, and needs the current password', async () => {
    const { api } = server();
    const here = await signUp('linus', 'penguins on ice floes');
    const elsewhere = await signIn('linus', 'penguins on ice floes');
    expect(elsewhere).not.toBeNull();

    expectFailure(
      await api.mutation(
        'auth.changePassword',
        { currentPassword: 'not my password', newPassword: 'kernel hackers unite' },
        { cookie: here },
      ),
      400,
      'AUTH.WRONG_PASSWORD',
    );
    expect(await me(elsewhere ?? '')).toMatchObject({ username: 'linus' });
    expectFailure(
      await api.mutation(
        'auth.changePassword',
        { currentPassword: 'penguins on ice floes', newPassword: 'linus12345' },
        { cookie: here },
      ),
      400,
      'AUTH.WEAK_PASSWORD',
    );

    expectOk(
      await api.mutation(
        'auth.changePassword',
        { currentPassword: 'penguins on ice floes', newPassword: 'kernel hackers unite' },
        { cookie: here },
      ),
    );
    expect(await me(here)).toMatchObject({ username: 'linus' });
    expect(await me(elsewhere ?? '')).toBeNull();
    expect(await signIn('linus', 'penguins on ice floes')).toBeNull();
    expect(await signIn('linus', 'kernel hackers unite')).not.toBeNull();
  });

  it('a reset link sets the password once, ends every session, and expires after an hour', async () => {
    const { api, accounts, clock, world } = server();
    const session = await signUp('barbara', 'liskov substitution');
    const user = await world.repos.users.ofUsername('barbara');
    const { token, expiresAt } = await accounts.issuePasswordReset(user?.id ?? 0);
    expect(expiresAt.getTime() - clock.now().getTime()).toBe(PASSWORD_RESET_TTL_MS);

    // A weak password is refused and leaves the link usable.
    expectFailure(
      await api.mutation('auth.resetPassword', { token, password: 'barbara1234' }),
      400,
      'AUTH.WEAK_PASSWORD',
    );
    expect(
      expectOk(await api.mutation('auth.resetPassword', { token, password: 'abstract data types' })),
    ).toEqual({ username: 'barbara' });
    expect(await me(session)).toBeNull();
    expect(await signIn('barbara', 'abstract data types')).not.toBeNull();

    // Used once: the second use changes nothing.
    const reused = await api.mutation('auth.resetPassword', { token, password: 'clu and argus and venus' });
    expectFailure(reused, 400, 'AUTH.RESET_LINK_INVALID');
    expect(await signIn('barbara', 'abstract data types')).not.toBeNull();

    // Expired: a minute past the hour.
    const late = await accounts.issuePasswordReset(user?.id ?? 0);
    clock.advance(PASSWORD_RESET_TTL_MS + 60_000);
    expectFailure(
      await api.mutation('auth.resetPassword', { token: late.token, password: 'clu and argus and venus' }),
      400,
      'AUTH.RESET_LINK_INVALID',
    );
    expectFailure(
      await api.mutation('auth.resetPassword', {
        token: 'never-issued',
        password: 'clu and argus and venus',
      }),
      400,
      'AUTH.RESET_LINK_INVALID',
    );
    expect(await signIn('barbara', 'abstract data types')).not.toBeNull();

    // Two uses at once: one sets the password, the other is refused.
    const raced = await accounts.issuePasswordReset(user?.id ?? 0);
    const both = await Promise.all(
      ['river stone lantern', 'mountain cloud ember'].map((password) =>
        accounts.resetPassword({ token: raced.token, password }),
      ),
    );
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(both.filter((result) => !result.ok)).toEqual([
      { ok: false, error: expect.objectContaining({ code: 'AUTH.RESET_LINK_INVALID' }) },
    ]);

    // Only digests are stored.
    const rows = (await server().knex('password_reset_tokens').select('digest')) as { digest: string }[];
    expect(rows.map((row) => row.digest)).not.toContain(token);
    expect(rows).toHaveLength(3);
  });
});
