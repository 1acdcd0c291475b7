import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aUser, createTestWorld } from '../testing/index.js';
import { CONSOLE } from '../users/account-actor.js';
import { GrantBuzz } from './grant-buzz.js';

const setup = async () => {
  const world = createTestWorld();
  const moderator = await world.given.user(aUser().moderator());
  const someone = await world.given.user();
  const ledger = async () => ({
    balance: await world.repos.ledger.balanceOf(someone.id),
    keys: (await world.repos.ledger.entriesOf(someone.id)).map((entry) => entry.idempotencyKey),
    audited: (await world.repos.audit.ofAccount(someone.id)).map(({ actorId, action, details }) => ({
      actorId,
      action,
      details,
    })),
  });
  return { world, grant: new GrantBuzz(world.deps), moderator, someone, ledger };
};

describe('GrantBuzz', () => {
  it('mints once per idempotency key and audits the grant once', async () => {
    const { grant, moderator, someone, ledger } = await setup();
    const input = { userId: someone.id, amount: 250, idempotencyKey: 'bonus-1' };

    const first = await grant.execute(moderator, input);
    const again = await grant.execute(moderator, input);

    expect(first).toMatchObject({
      ok: true,
      value: {
        replayed: false,
        balance: 250,
        entry: { kind: 'mint', fromUserId: null, toUserId: someone.id, amount: 250 },
      },
    });
    expect(again).toMatchObject({ ok: true, value: { replayed: true, balance: 250 } });
    expect(await ledger()).toEqual({
      balance: 250,
      keys: ['bonus-1'],
      audited: [
        { actorId: moderator.id, action: 'buzz.grant', details: { amount: 250, idempotencyKey: 'bonus-1' } },
      ],
    });
  });

  it('refuses a reused key with another amount, an amount that is not whole Buzz and an unknown user', async () => {
    const { grant, someone, ledger } = await setup();
    await grant.execute(CONSOLE, { userId: someone.id, amount: 50, idempotencyKey: 'k' });

    expect(await grant.execute(CONSOLE, { userId: someone.id, amount: 60, idempotencyKey: 'k' })).toEqual({
      ok: false,
      error: errors.idempotencyKeyReused,
    });
    expect(await grant.execute(CONSOLE, { userId: someone.id, amount: 1.5, idempotencyKey: 'x' })).toEqual({
      ok: false,
      error: errors.invalidBuzzAmount,
    });
    expect(await grant.execute(CONSOLE, { userId: 9999, amount: 5, idempotencyKey: 'y' })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    expect(await ledger()).toMatchObject({ balance: 50, keys: ['k'], audited: [{ actorId: null }] });
  });

  it('is for moderators and the console only', async () => {
    const { world, grant, someone, ledger } = await setup();
    const other = await world.given.user();

    expect(await grant.execute(other, { userId: someone.id, amount: 5, idempotencyKey: 'z' })).toEqual({
      ok: false,
      error: errors.forbidden,
    });
    expect(await grant.execute(null, { userId: someone.id, amount: 5, idempotencyKey: 'z' })).toEqual({
      ok: false,
      error: errors.signInRequired,
    });
    expect(await ledger()).toEqual({ balance: 0, keys: [], audited: [] });
  });
});
