import { CONSOLE, errors, RestoreAccount } from '@atelier/domain';
import { aModel } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../storage/knex/testing/databases.js';
import { sessionCookieOf } from './testing/api-client.js';
import { expectFailure, expectOk } from './testing/expectations.js';
import { useTestServer } from './testing/test-server.js';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'quiet harbour lanterns';

/** Deleting an account over real HTTP (auth.deleteAccount), and `atelier user restore`'s use case after it. */
describe.each(databases)('deleting and restoring an account on $name', (database) => {
  const server = useTestServer(database);

  const leaver = async () => {
    const { api, world, signedIn } = server();
    const signedUp = await api.mutation<{ id: number }>('auth.signUp', {
      username: 'Leaver',
      password: PASSWORD,
    });
    const user = expectOk(signedUp);
    const session = { cookie: sessionCookieOf(signedUp.headers) ?? '' };
    const key = expectOk(
      await api.mutation<{ key: string }>('auth.createApiKey', { name: 'script', scope: 'write' }, session),
    );
    const model = await world.given.model(aModel().ownedBy(user).published());
    await world.given.buzz(user, 50);
    const other = await signedIn();
    await world.given.buzz(other.user, 50);
    const tip = (idempotencyKey: string) =>
      api.mutation(
        'buzz.tip',
        { toUserId: user.id, amount: 5, entityType: 'user', entityId: user.id, idempotencyKey },
        other.auth,
      );
    return { user, session, key: { apiKey: key.key }, model, other, tip };
  };

  const restore = (username = 'leaver') =>
    new RestoreAccount({ uow: server().world.uow, clock: server().clock, accountRetentionDays: 30 }).execute(
      CONSOLE,
      { username },
    );

  it('states the restore window, and asks for the password again; a wrong one changes nothing', async () => {
    const { api } = server();
    const { user, session, key } = await leaver();
    expect(expectOk(await api.query('auth.getDeletionTerms', undefined, session))).toEqual({
      retentionDays: 30,
    });
    expectFailure(
      await api.mutation('auth.deleteAccount', { password: 'not it at all' }, session),
      400,
      'AUTH.WRONG_PASSWORD',
    );
    expect(expectOk(await api.query('auth.me', undefined, session))).toMatchObject({ id: user.id });
    expect(expectOk(await api.query('auth.me', undefined, key))).toMatchObject({ id: user.id });
  });

  it('signs out every session and key, keeps the name taken, hides the models and freezes the Buzz', async () => {
    const { api, world, clock } = server();
    const { session, key, model, other, tip } = await leaver();

    const deleted = await api.mutation('auth.deleteAccount', { password: PASSWORD }, session);
    expect(expectOk(deleted)).toEqual({
      deleted: true,
      restorableUntil: new Date(clock.now().getTime() + 30 * DAY),
    });
    expect(deleted.headers.getSetCookie().join('\n')).toMatch(/^atelier_session=;/m);

    expect(expectOk(await api.query('auth.me', undefined, session))).toBeNull();
    expectFailure(await api.query('auth.me', undefined, key), 401, 'AUTH.INVALID_API_KEY');
    expectFailure(
      await api.mutation('auth.signIn', { username: 'leaver', password: PASSWORD }),
      401,
      'AUTH.INVALID_CREDENTIALS',
    );
    expectFailure(
      await api.mutation('auth.signUp', { username: 'LEAVER', password: 'a brand new passphrase' }),
      409,
      'AUTH.USERNAME_TAKEN',
    );
    expectFailure(await api.query('model.getById', { id: model.id }, other.auth), 404, 'NOT_FOUND');
    const frozen = await tip('tip-frozen-01');
    expectFailure(frozen, 409, 'BUZZ.ACCOUNT_FROZEN');
    if (!frozen.ok) expect(frozen.error.message).toBe(errors.buzzAccountFrozen.message);
    expect(await world.repos.ledger.balanceOf(other.user.id)).toBe(50);
  });

  it('restores within the window: models, sign-in and Buzz come back; sessions and keys stay revoked', async () => {
    const { api, world, clock } = server();
    const { user, session, key, model, other, tip } = await leaver();
    expectOk(await api.mutation('auth.deleteAccount', { password: PASSWORD }, session));
    clock.advance(30 * DAY);

    expect(await restore()).toMatchObject({ ok: true, value: { id: user.id, deletedAt: null } });

    expectOk(await api.mutation('auth.signIn', { username: 'leaver', password: PASSWORD }));
    expectOk(await api.query('model.getById', { id: model.id }, other.auth));
    expectOk(await tip('tip-restored-01'));
    expect(await world.repos.ledger.balanceOf(user.id)).toBe(55);
    expect(expectOk(await api.query('auth.me', undefined, session))).toBeNull();
    expectFailure(await api.query('auth.me', undefined, key), 401, 'AUTH.INVALID_API_KEY');
  });

  it('refuses to restore after the window, and an account that is not deleted', async () => {
    const { api, clock } = server();
    const { session } = await leaver();
    expect(await restore()).toEqual({ ok: false, error: errors.accountNotDeleted });
    expectOk(await api.mutation('auth.deleteAccount', { password: PASSWORD }, session));
    clock.advance(30 * DAY + 1);

    expect(await restore()).toEqual({ ok: false, error: errors.restoreWindowOver(30) });
    expectFailure(
      await api.mutation('auth.signIn', { username: 'leaver', password: PASSWORD }),
      401,
      'AUTH.INVALID_CREDENTIALS',
    );
  });
});
