import { aFile, aModel, aVersion, DEFAULT_NOW } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBERSHIP_TIERS } from '../../../config/membership-tiers.js';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

const DAY = 24 * 60 * 60 * 1000;
const in30Days = new Date(DEFAULT_NOW.getTime() + 30 * DAY);

describe.each(databases)('membership.* on $name', (database) => {
  const server = useTestServer(database);

  it('getTiers: the configured tiers for everyone; getMine: one’s own membership and balance, signed in', async () => {
    const { api, world, signedIn } = server();
    expect(expectOk(await api.query('membership.getTiers'))).toEqual(DEFAULT_MEMBERSHIP_TIERS);

    const { user, auth } = await signedIn();
    await world.given.buzz(user, 42);
    expect(expectOk(await api.query('membership.getMine', undefined, auth))).toEqual({
      isMember: false,
      memberUntil: null,
      vaultStorageKb: 0,
      balance: 42,
    });
    expectFailure(await api.query('membership.getMine'), 401, 'AUTH.SIGN_IN_REQUIRED');
  });

  it('buy: charges the price once per key and makes the buyer a member until now + duration', async () => {
    const { api, world, signedIn } = server();
    const { user, auth } = await signedIn();
    await world.given.buzz(user, 1500);
    const input = { tierId: 'monthly', idempotencyKey: 'buy-membership-0001' };

    const first = expectOk(await api.mutation('membership.buy', input, auth));
    const again = expectOk(await api.mutation('membership.buy', input, auth));

    const membership = {
      isMember: true,
      memberUntil: in30Days,
      vaultStorageKb: 10 * 1024 ** 2,
      balance: 500,
    };
    expect(first).toEqual({ replayed: false, membership });
    expect(again).toEqual({ replayed: true, membership });
    expect(await world.repos.ledger.balanceOf(user.id)).toBe(500);
    expectFailure(
      await api.mutation('membership.buy', { ...input, idempotencyKey: 'buy-membership-0002' }, auth),
      402,
      'BUZZ.INSUFFICIENT_FUNDS',
    );
    expect(await world.repos.users.ofId(user.id)).toMatchObject({ memberUntil: in30Days });
  });

  it('buy: a strict input (key required, no unknown keys); unknown tiers and anonymous callers are refused', async () => {
    const { api, world, signedIn } = server();
    const { user, auth } = await signedIn();
    await world.given.buzz(user, 5000);
    for (const bad of [
      { tierId: 'monthly' },
      { tierId: 'monthly', idempotencyKey: 'buy-membership-0001', price: 1 },
      { tierId: 'Monthly!', idempotencyKey: 'buy-membership-0001' },
    ]) {
      expectFailure(await api.mutation('membership.buy', bad, auth), 400, 'INVALID_INPUT');
    }
    expectFailure(
      await api.mutation('membership.buy', { tierId: 'gold', idempotencyKey: 'buy-membership-0001' }, auth),
      400,
      'MEMBERSHIP.TIER_UNKNOWN',
    );
    expectFailure(
      await api.mutation('membership.buy', { tierId: 'monthly', idempotencyKey: 'buy-membership-0001' }),
      401,
      'AUTH.SIGN_IN_REQUIRED',
    );
    expect(await world.repos.ledger.balanceOf(user.id)).toBe(5000);
  });

  it('a bought membership opens the vault until it expires; then the vault refuses new items', async () => {
    const { api, world, signedIn, clock } = server();
    const { user, auth } = await signedIn();
    await world.given.buzz(user, 1000);
    const model = await world.given.model(aModel().published());
    const first = await world.given.version(aVersion().of(model).published());
    const second = await world.given.version(aVersion().of(model).published());
    for (const version of [first, second]) await world.given.file(aFile().of(version).sized(1000));

    const toggle = (modelVersionId: number) =>
      api.mutation('vault.toggleModelVersion', { modelVersionId }, auth);
    expectFailure(await toggle(first.id), 403, 'MEMBERSHIP.REQUIRED');
    expectOk(await api.mutation('membership.buy', { tierId: 'monthly', idempotencyKey: 'buy-0001' }, auth));
    expect(expectOk(await toggle(first.id))).toEqual({ inVault: true });

    clock.set(in30Days);
    expect(expectOk(await api.query('membership.getMine', undefined, auth))).toMatchObject({
      isMember: false,
      memberUntil: in30Days,
    });
    expect(expectOk(await api.query('auth.me', undefined, auth))).toMatchObject({ isMember: false });
    expectFailure(await toggle(second.id), 403, 'MEMBERSHIP.REQUIRED');
    // What was kept stays listed (docs/membership.md).
    expect(expectOk(await api.query('vault.get', undefined, auth))).toMatchObject({
      items: [expect.objectContaining({ modelVersionId: first.id })],
    });
  });
});
