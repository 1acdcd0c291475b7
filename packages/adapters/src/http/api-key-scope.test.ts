import { errors } from '@atelier/domain';
import { aModel } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from './testing/expectations.js';
import { useTestServer } from './testing/test-server.js';

/** Scopes are enforced over real HTTP: the tRPC base procedure for mutations, one middleware for REST writes. */
describe.each(databases)('API key scopes on $name', (database) => {
  const server = useTestServer(database);

  const keys = async () => {
    const { api, signedIn } = server();
    const { user, auth } = await signedIn();
    const make = async (scope: 'read' | 'write') =>
      expectOk(
        await api.mutation<{ key: string; scope: string }>('auth.createApiKey', { name: scope, scope }, auth),
      );
    return {
      user,
      session: auth,
      read: { apiKey: (await make('read')).key },
      write: { apiKey: (await make('write')).key },
    };
  };

  it('a read key answers queries and is refused every mutation with 403 AUTH.SCOPE; a write key does both', async () => {
    const { api, world } = server();
    const { user, read, write } = await keys();
    const target = await world.given.user();
    const model = await world.given.model(aModel().published());

    expect(expectOk(await api.query('auth.me', undefined, read))).toMatchObject({ id: user.id });
    expectOk(await api.query('model.getById', { id: model.id }, read));
    const refused = await api.mutation('user.toggleFollow', { targetUserId: target.id }, read);
    expectFailure(refused, 403, 'AUTH.SCOPE');
    if (!refused.ok) expect(refused.error.message).toBe(errors.apiKeyScope.message);
    expect(await world.repos.follows.isFollowing(user.id, target.id)).toBe(false);

    expectOk(await api.mutation('user.toggleFollow', { targetUserId: target.id }, write));
    expect(await world.repos.follows.isFollowing(user.id, target.id)).toBe(true);
    // A read key cannot make itself a write key: creating keys is a mutation.
    expectFailure(
      await api.mutation('auth.createApiKey', { name: 'more', scope: 'write' }, read),
      403,
      'AUTH.SCOPE',
    );
  });

  it('refuses REST writes and uploads made with a read key, before anything happens', async () => {
    const { url, knex } = server();
    const { user, read, write } = await keys();
    const post = (path: string, key: string, init: RequestInit = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        ...init,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
      });

    const restWrite = await post('/api/auth/apikeys', read.apiKey, { body: JSON.stringify({ name: 'x' }) });
    expect(restWrite.status).toBe(403);
    expect(await restWrite.json()).toMatchObject({ code: 'AUTH.SCOPE', message: errors.apiKeyScope.message });
    const upload = await post('/api/uploads', read.apiKey, {
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'content-type': 'application/offset+octet-stream',
      },
    });
    expect(upload.status).toBe(403);
    expect((await knex('api_keys').where({ user_id: user.id })).map((row) => row.name).sort()).toEqual([
      'read',
      'test',
      'write',
    ]);

    const allowed = await post('/api/auth/apikeys', write.apiKey, {
      body: JSON.stringify({ name: 'x', scope: 'read' }),
    });
    expect(allowed.status).toBe(201);
    expect(await allowed.json()).toMatchObject({ name: 'x', scope: 'read' });
  });

  it('lists keys with their scope; a key made without one is write, as keys made before scopes became', async () => {
    const { api, accounts } = server();
    const { user, session } = await keys();
    await accounts.createApiKey(user.id, 'default');
    const listed = expectOk(
      await api.query<{ name: string; scope: string }[]>('auth.listApiKeys', undefined, session),
    );
    expect(listed.map(({ name, scope }) => ({ name, scope }))).toEqual([
      { name: 'test', scope: 'write' },
      { name: 'read', scope: 'read' },
      { name: 'write', scope: 'write' },
      { name: 'default', scope: 'write' },
    ]);
    expectFailure(
      await api.mutation('auth.createApiKey', { name: 'bad', scope: 'admin' }, session),
      400,
      'INVALID_INPUT',
    );
  });
});
