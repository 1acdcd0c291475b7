import { aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { KnexAccountStore } from '../../../auth/knex-account-store.js';
import { hashPassword } from '../../../auth/password.js';
import { databases } from '../../../storage/knex/testing/databases.js';
import { sessionCookieOf } from '../../testing/api-client.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

describe.each(databases)('auth.* on $name', (database) => {
  const server = useTestServer(database);

  it('signUp / me / signOut: a session cookie that identifies the user until sign-out', async () => {
    const { api } = server();
    const signedUp = await api.mutation('auth.signUp', { username: 'tim', password: 'world wide web' });
    expect(expectOk(signedUp)).toMatchObject({ username: 'tim', isMember: false });
    const cookie = sessionCookieOf(signedUp.headers) ?? '';
    expect(expectOk(await api.query('auth.me', undefined, { cookie }))).toMatchObject({ username: 'tim' });
    expectOk(await api.mutation('auth.signOut', undefined, { cookie }));
    expect(expectOk(await api.query('auth.me', undefined, { cookie }))).toBeNull();
    expectFailure(
      await api.mutation('auth.signUp', { username: 'tim', password: 'another one here' }),
      409,
      'AUTH.USERNAME_TAKEN',
    );
  });

  it('signUp refuses a guessable password on the password field; signIn never re-judges a stored one', async () => {
    const { api, world, knex, clock } = server();
    const weak = await api.mutation('auth.signUp', { username: 'joan', password: 'joan12345678' });
    expectFailure(weak, 400, 'INVALID_INPUT');
    if (!weak.ok)
      expect(weak.error.data.issues).toEqual([
        {
          path: 'password',
          message:
            'This password is too easy to guess: it contains your username. Choose one that has nothing to do with your account.',
        },
      ]);
    expectFailure(
      await api.mutation('auth.signUp', { username: 'joan', password: 'password' }),
      400,
      'INVALID_INPUT',
    );

    // The demo accounts' password is seeded as a hash; signing in with it still works.
    const demo = await world.given.user(aUser().named('demo-user'));
    await new KnexAccountStore(knex, clock).setPasswordHash(
      demo.id,
      await hashPassword('atelier-demo'),
      clock.now(),
    );
    expectOk(await api.mutation('auth.signIn', { username: 'demo-user', password: 'atelier-demo' }));
  });

  it('signIn: a new session id each time; a wrong password is 401', async () => {
    const { api } = server();
    const first = sessionCookieOf(
      (await api.mutation('auth.signUp', { username: 'ada', password: 'analytical engine' })).headers,
    );
    const signedIn = await api.mutation(
      'auth.signIn',
      { username: 'ada', password: 'analytical engine' },
      { cookie: first ?? '' },
    );
    expectOk(signedIn);
    const second = sessionCookieOf(signedIn.headers);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(expectOk(await api.query('auth.me', undefined, { cookie: first ?? '' }))).toBeNull();
    expectFailure(
      await api.mutation('auth.signIn', { username: 'ada', password: 'difference engine' }),
      401,
      'AUTH.INVALID_CREDENTIALS',
    );
  });

  it('createApiKey / listApiKeys / revokeApiKey: a key works until it is revoked; anonymous callers must sign in', async () => {
    const { api, signedIn } = server();
    const { user, auth } = await signedIn();
    const created = expectOk(
      await api.mutation<{ id: number; key: string; name: string }>(
        'auth.createApiKey',
        { name: 'backup script' },
        auth,
      ),
    );
    expect(created.name).toBe('backup script');
    const keyAuth = { apiKey: created.key };
    expect(
      expectOk(await api.query('auth.me', undefined, { ...keyAuth, apiKeyInQuery: true })),
    ).toMatchObject({ id: user.id });
    const listed = expectOk(
      await api.query<{ id: number; name: string }[]>('auth.listApiKeys', undefined, keyAuth),
    );
    expect(listed.map((key) => key.name)).toEqual(['test', 'backup script']);
    expect(JSON.stringify(listed)).not.toContain(created.key);

    expectOk(await api.mutation('auth.revokeApiKey', { id: created.id }, auth));
    expectFailure(await api.query('auth.me', undefined, keyAuth), 401, 'AUTH.INVALID_API_KEY');
    expectFailure(await api.mutation('auth.revokeApiKey', { id: created.id }, auth), 404, 'NOT_FOUND');
    expectFailure(await api.mutation('auth.createApiKey', { name: 'x' }), 401, 'AUTH.SIGN_IN_REQUIRED');
    expectFailure(await api.query('auth.listApiKeys'), 401, 'AUTH.SIGN_IN_REQUIRED');
  });

  it('stores only digests: neither the session id nor the API key appears in the database', async () => {
    const { api, knex, signedIn } = server();
    const cookie =
      sessionCookieOf(
        (await api.mutation('auth.signUp', { username: 'eve', password: 'listening closely' })).headers,
      ) ?? '';
    const { auth } = await signedIn();
    const secret = cookie.split('=')[1] ?? '';
    const sessions = JSON.stringify(await knex('sessions').select());
    const keys = JSON.stringify(await knex('api_keys').select());
    const credentials = JSON.stringify(await knex('credentials').select());
    expect(sessions).not.toContain(secret);
    expect(keys).not.toContain(auth.apiKey.slice(4));
    expect(credentials).not.toContain('listening closely');
  });
});
