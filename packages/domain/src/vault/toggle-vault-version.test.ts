import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aFile, aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { IsVersionInVault } from './is-version-in-vault.js';
import { ToggleVaultVersion } from './toggle-vault-version.js';

const setUp = async (vaultKb = 1000) => {
  const world = createTestWorld();
  const member = await world.given.user(aUser().member(vaultKb));
  const model = await world.given.model(aModel().named('Anime Lines').published());
  const version = await world.given.version(aVersion().of(model).named('v1'));
  await world.given.file(aFile().of(version).sized(600));
  await world.given.file(aFile().of(version).type('VAE').sized(100));
  const toggle = new ToggleVaultVersion(world.deps);
  return { world, member, model, version, toggle };
};

describe('ToggleVaultVersion', () => {
  it("adds the version to a member's vault, sized by its files, then removes it", async () => {
    const { world, member, model, version, toggle } = await setUp();

    expect(await toggle.execute(member, { modelVersionId: version.id })).toEqual({
      ok: true,
      value: { inVault: true },
    });
    expect(await world.repos.vault.itemsOf(member.id)).toEqual([
      expect.objectContaining({
        modelVersionId: version.id,
        modelId: model.id,
        modelName: 'Anime Lines',
        versionName: 'v1',
        sizeKb: 700,
        notes: null,
        addedAt: world.clock.now(),
      }),
    ]);
    expect(await toggle.execute(member, { modelVersionId: version.id })).toEqual({
      ok: true,
      value: { inVault: false },
    });
    expect(await world.repos.vault.itemsOf(member.id)).toEqual([]);
  });

  it('sends non-members to the upsell and anonymous visitors to sign in', async () => {
    const { world, version, toggle } = await setUp();
    const user = await world.given.user();

    expect(await toggle.execute(user, { modelVersionId: version.id })).toEqual({
      ok: false,
      error: errors.membershipRequired,
    });
    expect(await toggle.execute(null, { modelVersionId: version.id })).toEqual({
      ok: false,
      error: errors.signInRequired,
    });
    expect(await world.repos.vault.itemsOf(user.id)).toEqual([]);
  });

  it('refuses a version that would overflow the vault with the storage-limit error', async () => {
    const { world, member, model, version, toggle } = await setUp(1000);
    await toggle.execute(member, { modelVersionId: version.id });
    const big = await world.given.version(aVersion().of(model));
    await world.given.file(aFile().of(big).sized(301));
    const fits = await world.given.version(aVersion().of(model));
    await world.given.file(aFile().of(fits).sized(300));

    const refused = await toggle.execute(member, { modelVersionId: big.id });
    expect(refused).toEqual({ ok: false, error: errors.vaultStorageLimit });
    expect(refused.ok || refused.error.message).toContain('Vault storage limit exceeded');
    expect(await toggle.execute(member, { modelVersionId: fits.id })).toEqual({
      ok: true,
      value: { inVault: true },
    });
    expect(await world.repos.vault.usedKb(member.id)).toBe(1000);
  });

  it('answers not found for a version the member cannot see', async () => {
    const { world, member, model, toggle } = await setUp();
    const draft = await world.given.version(aVersion().of(model).draft());

    expect(await toggle.execute(member, { modelVersionId: draft.id })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    expect(await toggle.execute(member, { modelVersionId: 999 })).toEqual({
      ok: false,
      error: errors.notFound,
    });
  });
});

describe('IsVersionInVault', () => {
  it('tells members whether the version is in their vault', async () => {
    const { world, member, version, toggle } = await setUp();
    const inVault = new IsVersionInVault(world.deps);

    expect(await inVault.execute(member, { modelVersionId: version.id })).toEqual({ ok: true, value: false });
    await toggle.execute(member, { modelVersionId: version.id });
    expect(await inVault.execute(member, { modelVersionId: version.id })).toEqual({ ok: true, value: true });
  });

  it('is for members only', async () => {
    const { world, version } = await setUp();
    const user = await world.given.user();

    expect(await new IsVersionInVault(world.deps).execute(user, { modelVersionId: version.id })).toEqual({
      ok: false,
      error: errors.membershipRequired,
    });
  });
});
