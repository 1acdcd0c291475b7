import { errors } from '@atelier/domain';
import { aModel, aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../storage/knex/testing/databases.js';
import { changedTables, digestDatabase } from './fuzz/database-digest.js';
import { sessionCookieOf } from './testing/api-client.js';
import { expectFailure, expectOk } from './testing/expectations.js';
import { useTestServer } from './testing/test-server.js';
import { PROCEDURES } from './trpc/procedures.js';

/** Signing in and out change sessions, not content: they stay open on a read-only hub (docs/configuration.md). */
const SESSION_MUTATIONS = new Set(['auth.signIn', 'auth.signOut']);
const MUTATIONS = PROCEDURES.filter(
  (procedure) => procedure.kind === 'mutation' && !SESSION_MUTATIONS.has(procedure.name),
);

/** Issue 20: with `canWrite` off every write is refused in one place per edge, and reading keeps working. */
describe.each(databases)('a read-only hub (canWrite off) on $name', (database) => {
  const server = useTestServer(database);

  it(`refuses every one of the ${MUTATIONS.length} mutations with 503 FEATURE.READ_ONLY, even to a moderator, and changes nothing`, async () => {
    const { api, knex, signedIn, flags, world } = server();
    expect(MUTATIONS.length).toBeGreaterThan(40);
    const moderator = await signedIn(aUser().moderator());
    const model = await world.given.model(aModel().published());
    flags.canWrite = false;
    const before = await digestDatabase(knex);
    for (const { name } of MUTATIONS) {
      // Any body: the refusal comes before the input is read, so an empty one shows it as well as a valid one.
      const answer = await api.mutation(name, {}, moderator.auth);
      expect({ name, status: answer.status }).toEqual({ name, status: 503 });
      expectFailure(answer, 503, errors.cannotWrite.code);
      if (!answer.ok) expect(answer.error.message).toBe(errors.cannotWrite.message);
    }
    // Only the moderator's API key moved: every request records when a key was last used.
    expect(changedTables(before, await digestDatabase(knex))).toEqual(['api_keys']);
    expect(expectOk(await api.query('model.getById', { id: model.id }))).toMatchObject({ view: 'model' });
    expect(expectOk(await api.query('system.getFeatures'))).toMatchObject({ canWrite: false, buzz: true });
  });

  it('refuses REST writes and uploads, lets people sign in and out, and writes again once canWrite is on', async () => {
    const { url, api, signedIn, flags, accounts } = server();
    const member = await signedIn();
    expect((await accounts.signUp({ username: 'reader', password: 'a long enough passphrase' })).ok).toBe(
      true,
    );
    flags.canWrite = false;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    const signUp = await post('/api/auth/signup', {
      username: 'newcomer',
      password: 'a long enough passphrase',
    });
    expect(signUp.status).toBe(503);
    expect(await signUp.json()).toMatchObject({
      code: 'FEATURE.READ_ONLY',
      message: errors.cannotWrite.message,
    });
    const apiKey = await post(
      '/api/auth/apikeys',
      { name: 'x' },
      { authorization: `Bearer ${member.auth.apiKey}` },
    );
    expect(apiKey.status).toBe(503);
    const upload = await fetch(`${url}/api/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${member.auth.apiKey}`,
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'content-type': 'application/offset+octet-stream',
      },
    });
    expect(upload.status).toBe(503);

    const signIn = await post('/api/auth/signin', {
      username: 'reader',
      password: 'a long enough passphrase',
    });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookieOf(signIn.headers);
    expect(cookie).not.toBeNull();
    const viaTrpc = await api.mutation('auth.signIn', {
      username: 'reader',
      password: 'a long enough passphrase',
    });
    expectOk(viaTrpc);
    expectOk(await api.mutation('auth.signOut', undefined, { cookie: cookie ?? '' }));

    flags.canWrite = true;
    expectOk(await api.mutation('auth.createApiKey', { name: 'again' }, member.auth));
  });
});
