import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { GetVault } from './get-vault.js';
import { GetVaultItemsPaged } from './get-vault-items-paged.js';
import { RemoveVaultItems } from './remove-vault-items.js';
import { ToggleVaultVersion } from './toggle-vault-version.js';
import { UpdateVaultItemsNotes } from './update-vault-items-notes.js';

const DAY = 24 * 60 * 60 * 1000;

/** A member who vaulted three versions, one a day, plus another member with one item. */
const setUp = async () => {
  const world = createTestWorld();
  const member = await world.given.user(aUser().member(5000));
  const other = await world.given.user(aUser().member());
  const toggle = new ToggleVaultVersion(world.deps);
  const versions = [];
  for (const name of ['Anime Lines', 'Realistic', 'Anime Colors']) {
    const version = await world.given.version(aVersion().of(await world.given.model(aModel().named(name))));
    await toggle.execute(member, { modelVersionId: version.id });
    world.clock.advance(DAY);
    versions.push(version);
  }
  await toggle.execute(other, { modelVersionId: versions[0]?.id as number });
  const items = await world.repos.vault.itemsOf(member.id);
  const [othersItem] = await world.repos.vault.itemsOf(other.id);
  return { world, member, other, versions, items, othersItem: othersItem as NonNullable<typeof othersItem> };
};

describe('GetVault', () => {
  it('returns the items with the space used and the limit', async () => {
    const { world, member, items } = await setUp();

    expect(await new GetVault(world.deps).execute(member)).toEqual({
      ok: true,
      value: { items, usedKb: await world.repos.vault.usedKb(member.id), limitKb: 5000 },
    });
    expect(await new GetVault(world.deps).execute(null)).toEqual({ ok: false, error: errors.signInRequired });
  });
});

describe('GetVaultItemsPaged', () => {
  it('pages through the vault newest first, filtered by the query', async () => {
    const { world, member } = await setUp();
    const paged = new GetVaultItemsPaged(world.deps);

    const first = await paged.execute(member, { page: 1, limit: 2 });
    expect(first.ok && first.value.items.map((item) => item.modelName)).toEqual([
      'Anime Colors',
      'Realistic',
    ]);
    expect(first.ok && first.value.totalPages).toBe(2);
    const anime = await paged.execute(member, { page: 1, limit: 10, query: 'anime' });
    expect(anime.ok && anime.value.items.map((item) => item.modelName)).toEqual([
      'Anime Colors',
      'Anime Lines',
    ]);
  });
});

describe('UpdateVaultItemsNotes', () => {
  it('sets notes on the selected items, by item id or version id', async () => {
    const { world, member, versions, items } = await setUp();
    const update = new UpdateVaultItemsNotes(world.deps);

    expect(
      await update.execute(member, {
        ids: [items[0]?.id as number],
        modelVersionIds: [versions[1]?.id as number],
        notes: 'keep',
      }),
    ).toEqual({ ok: true, value: { updated: 2 } });
    expect((await world.repos.vault.itemsOf(member.id)).map((item) => item.notes)).toEqual([
      'keep',
      'keep',
      null,
    ]);
  });

  it("fails with the vault notes text, changing nothing, when the selection includes someone else's item", async () => {
    const { world, member, items, othersItem } = await setUp();
    const update = new UpdateVaultItemsNotes(world.deps);

    expect(
      await update.execute(member, { ids: [items[0]?.id as number, othersItem.id], notes: 'x' }),
    ).toEqual({
      ok: false,
      error: errors.vaultNotesFailed,
    });
    expect(await update.execute(member, { notes: 'x' })).toEqual({
      ok: false,
      error: errors.vaultNotesFailed,
    });
    expect((await world.repos.vault.itemsOf(member.id)).every((item) => item.notes === null)).toBe(true);
  });
});

describe('RemoveVaultItems', () => {
  it('removes the selected items and frees their space', async () => {
    const { world, member, versions } = await setUp();

    expect(
      await new RemoveVaultItems(world.deps).execute(member, {
        modelVersionIds: [versions[0]?.id as number, versions[2]?.id as number],
      }),
    ).toEqual({ ok: true, value: { removed: 2 } });
    expect((await world.repos.vault.itemsOf(member.id)).map((item) => item.modelVersionId)).toEqual([
      versions[1]?.id,
    ]);
  });

  it("fails with the vault removal text, removing nothing, for someone else's item", async () => {
    const { world, member, other, items, othersItem } = await setUp();

    expect(
      await new RemoveVaultItems(world.deps).execute(member, {
        ids: [items[0]?.id as number, othersItem.id],
      }),
    ).toEqual({
      ok: false,
      error: errors.vaultRemoveFailed,
    });
    expect(await world.repos.vault.itemsOf(member.id)).toHaveLength(3);
    expect(await world.repos.vault.itemsOf(other.id)).toHaveLength(1);
  });
});
