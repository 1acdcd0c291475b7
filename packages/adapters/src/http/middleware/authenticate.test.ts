import { aFile, aModel, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases, statementsDuring } from '../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../testing/expectations.js';
import { type TestServer, useTestServer } from '../testing/test-server.js';
import { isCivitaiCompatiblePath } from './authenticate.js';

describe('isCivitaiCompatiblePath', () => {
  it('holds for the public tool API and downloads only', () => {
    expect(isCivitaiCompatiblePath('/api/v1/models')).toBe(true);
    expect(isCivitaiCompatiblePath('/api/download/models/1')).toBe(true);
    for (const path of [
      '/api/v1',
      '/api/v10/models',
      '/api/downloads/1',
      '/api/trpc/auth.me',
      '/api/auth/me',
    ])
      expect(isCivitaiCompatiblePath(path), path).toBe(false);
  });
});

/** A published members-only file: anonymous callers hear 401 sign-in required, members get the bytes. */
const membersOnlyDownload = async (server: TestServer) => {
  const model = await server.world.given.model(aModel().published());
  const version = await server.world.given.version(
    aVersion().of(model).published().with({ canDownload: false }),
  );
  const file = await server.world.given.file(aFile().of(version));
  await server.files.write(file.storageKey, new Uint8Array([1, 2, 3]));
  return `${server.url}/api/download/models/${version.id}`;
};

const bearer = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

const expectJson = async (response: Response, status: number, body: Record<string, unknown>) => {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject(body);
};

describe.each(databases)('API keys on the Civitai-compatible paths and elsewhere on $name', (database) => {
  const server = useTestServer(database);

  const revokedKey = async () => {
    const { user, auth } = await server().signedIn(aUser().member());
    const [record] = await server().accounts.apiKeysOf(user.id);
    if (record === undefined) throw new Error('the signed-in user has a key');
    await server().accounts.revokeApiKey(user.id, record.id);
    return auth.apiKey;
  };

  it('counts a placeholder, unknown or revoked key as no key on downloads and /api/v1', async () => {
    const url = await membersOnlyDownload(server());
    for (const key of ['None', 'null', '', 'atl_not-a-key', await revokedKey()]) {
      await expectJson(await fetch(url, bearer(key)), 401, {
        code: 'AUTH.SIGN_IN_REQUIRED',
        action: 'signIn',
      });
      const v1 = await fetch(`${server().url}/api/v1/no-such-endpoint`, bearer(key));
      expect(v1.status, `Bearer ${key}`).toBe(404);
    }
  });

  it('still refuses a placeholder, unknown or revoked key with 401 on tRPC, /api/auth and other /api paths', async () => {
    const { api, url } = server();
    for (const key of ['None', '', 'atl_not-a-key', await revokedKey()]) {
      expectFailure(await api.query('auth.me', undefined, { apiKey: key }), 401, 'AUTH.INVALID_API_KEY');
      for (const path of ['/api/auth/me', '/api/no-such-endpoint'])
        await expectJson(await fetch(`${url}${path}`, bearer(key)), 401, { code: 'AUTH.INVALID_API_KEY' });
    }
  });

  it('refuses a banned user’s key with 403 everywhere: a ban is an account state, not a missing key', async () => {
    const { api } = server();
    const url = await membersOnlyDownload(server());
    const { auth } = await server().signedIn(aUser().member().banned());
    await expectJson(await fetch(url, bearer(auth.apiKey)), 403, { code: 'AUTH.BANNED', error: 'Forbidden' });
    await expectJson(await fetch(`${url}?token=${auth.apiKey}`, bearer('None')), 403, {
      code: 'AUTH.BANNED',
    });
    expectFailure(await api.query('auth.me', undefined, auth), 403, 'AUTH.BANNED');
  });

  it('tries the header, then ?token= on downloads; elsewhere the header alone decides', async () => {
    const { api } = server();
    const url = await membersOnlyDownload(server());
    const { user, auth } = await server().signedIn(aUser().member());

    const byHeader = await fetch(`${url}?token=None`, bearer(auth.apiKey));
    expect(byHeader.status).toBe(200);
    expect(new Uint8Array(await byHeader.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    const byToken = await fetch(`${url}?token=${auth.apiKey}`, bearer('None'));
    expect(byToken.status).toBe(200);
    await byToken.arrayBuffer();

    const me = await fetch(`${server().url}/api/trpc/auth.me?token=${auth.apiKey}`, bearer('None'));
    expect(me.status).toBe(401);
    expect(
      expectOk(await api.query('auth.me', undefined, { apiKey: auth.apiKey, apiKeyInQuery: true })),
    ).toMatchObject({ id: user.id });
  });

  it('reads who a session or an API key stands for with their account, in one statement each', async () => {
    const { accounts, knex } = server();
    const signedIn = await accounts.signUp({ username: 'lumen', password: 'violet kettle drums at dawn 42' });
    if (!signedIn.ok) throw new Error('the test user signs up');
    const { user } = signedIn.value;
    const { key } = await accounts.createApiKey(user.id, 'test');
    await accounts.userOfApiKey(key); // its first use records when the key was last used: a write of its own

    let fromSession: unknown = null;
    let fromKey: unknown = null;
    const statements = [
      ...(await statementsDuring(knex, async () => {
        fromSession = await accounts.userOfSession(signedIn.value.session.secret);
      })),
      ...(await statementsDuring(knex, async () => {
        fromKey = await accounts.userOfApiKey(key);
      })),
    ];

    expect(statements).toHaveLength(2);
    expect(fromSession).toEqual(user);
    expect(fromKey).toEqual({ ok: true, value: user });
  });
});
