import type { User } from '@atelier/domain';
import { aFile, aModel, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

describe.each(databases)('vault.* on $name', (database) => {
  const server = useTestServer(database);

  const publishedVersion = async () => {
    const { world } = server();
    const model = await world.given.model(aModel().published());
    const version = await world.given.version(aVersion().of(model).published());
    await world.given.file(aFile().of(version).sized(1000));
    return version;
  };

  const vaulted = async (user: User) => {
    const version = await publishedVersion();
    const auth = { apiKey: (await server().accounts.createApiKey(user.id, 'vault')).key };
    expectOk(await server().api.mutation('vault.toggleModelVersion', { modelVersionId: version.id }, auth));
    return version;
  };

  it('toggleModelVersion / isModelVersionInVault: a member adds and removes; a non-member is sent to join', async () => {
    const { api, signedIn } = server();
    const member = await signedIn(aUser().member());
    const version = await publishedVersion();
    expect(
      expectOk(await api.mutation('vault.toggleModelVersion', { modelVersionId: version.id }, member.auth)),
    ).toEqual({ inVault: true });
    expect(
      expectOk(await api.query('vault.isModelVersionInVault', { modelVersionId: version.id }, member.auth)),
    ).toBe(true);
    expect(
      expectOk(await api.mutation('vault.toggleModelVersion', { modelVersionId: version.id }, member.auth)),
    ).toEqual({ inVault: false });

    const visitor = await signedIn();
    const refused = await api.mutation(
      'vault.toggleModelVersion',
      { modelVersionId: version.id },
      visitor.auth,
    );
    expectFailure(refused, 403, 'MEMBERSHIP.REQUIRED');
    if (!refused.ok) expect(refused.error.data.action).toBe('join');
    expectFailure(
      await api.query('vault.isModelVersionInVault', { modelVersionId: version.id }, visitor.auth),
      403,
      'MEMBERSHIP.REQUIRED',
    );
  });

  it('toggleModelVersion: a full vault says "Vault storage limit exceeded"', async () => {
    const { api, signedIn } = server();
    const member = await signedIn(aUser().member(500));
    const version = await publishedVersion();
    const full = await api.mutation('vault.toggleModelVersion', { modelVersionId: version.id }, member.auth);
    expectFailure(full, 403, 'VAULT.STORAGE_LIMIT');
    if (!full.ok) expect(full.error.message).toContain('Vault storage limit exceeded');
  });

  it('get / getItemsPaged: the member’s items and usage; anonymous callers must sign in', async () => {
    const { api, signedIn } = server();
    const member = await signedIn(aUser().member());
    const version = await vaulted(member.user);
    const vault = expectOk(
      await api.query<{ items: { modelVersionId: number }[]; usedKb: number }>(
        'vault.get',
        undefined,
        member.auth,
      ),
    );
    expect(vault.items.map((item) => item.modelVersionId)).toEqual([version.id]);
    expect(vault.usedKb).toBe(1000);
    const page = expectOk(
      await api.query<{ items: unknown[]; totalItems: number }>(
        'vault.getItemsPaged',
        { page: 1, limit: 10 },
        member.auth,
      ),
    );
    expect(page.totalItems).toBe(1);
    expectFailure(await api.query('vault.get'), 401, 'AUTH.SIGN_IN_REQUIRED');
    expectFailure(
      await api.query('vault.getItemsPaged', { page: 1, limit: 10 }),
      401,
      'AUTH.SIGN_IN_REQUIRED',
    );
  });

  it('updateItemsNotes / removeItemsFromVault: on the member’s own items, all or none', async () => {
    const { api, world, signedIn } = server();
    const member = await signedIn(aUser().member());
    const version = await vaulted(member.user);
    expect(
      expectOk(
        await api.mutation(
          'vault.updateItemsNotes',
          { modelVersionIds: [version.id], notes: 'for later' },
          member.auth,
        ),
      ),
    ).toEqual({ updated: 1 });
    expect((await world.repos.vault.itemsOf(member.user.id))[0]?.notes).toBe('for later');
    expectFailure(
      await api.mutation(
        'vault.updateItemsNotes',
        { modelVersionIds: [version.id, 9999], notes: 'x' },
        member.auth,
      ),
      409,
      'VAULT.NOTES_FAILED',
    );
    expectFailure(
      await api.mutation('vault.removeItemsFromVault', { ids: [9999] }, member.auth),
      409,
      'VAULT.REMOVE_FAILED',
    );
    expect(
      expectOk(
        await api.mutation('vault.removeItemsFromVault', { modelVersionIds: [version.id] }, member.auth),
      ),
    ).toEqual({ removed: 1 });
    expect(await world.repos.vault.itemsOf(member.user.id)).toEqual([]);
  });
});
