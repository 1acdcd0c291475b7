import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aFile, aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { DownloadVaultItem } from './download-vault-item.js';
import { ToggleVaultVersion } from './toggle-vault-version.js';

const setUp = async () => {
  const world = createTestWorld();
  const member = await world.given.user(aUser().member());
  const model = await world.given.model(aModel().named('Anime Lines').published());
  const version = await world.given.version(
    aVersion()
      .of(model)
      .named('v1')
      .with({ baseModel: 'SDXL 1.0', trainedWords: ['lineart'] }),
  );
  const file = await world.given.file(aFile().of(version).sized(600));
  await new ToggleVaultVersion(world.deps).execute(member, { modelVersionId: version.id });
  const [item] = await world.repos.vault.itemsOf(member.id);
  if (item === undefined) throw new Error('the member should have vaulted the version');
  return { world, member, model, version, file, item, download: new DownloadVaultItem(world.deps) };
};

describe('DownloadVaultItem', () => {
  it("serves the vaulted version's files", async () => {
    const { member, file, item, download } = await setUp();

    expect(await download.execute(member, { id: item.id, type: 'model' })).toEqual({
      ok: true,
      value: {
        type: 'model',
        files: [{ id: file.id, name: file.name, sizeKB: 600, storageKey: file.storageKey }],
      },
    });
  });

  it('leaves out private and dangerous files', async () => {
    const { world, member, version, item, download } = await setUp();
    await world.given.file(aFile().of(version).private());
    await world.given.file(aFile().of(version).scanned('Danger', 'Success'));

    const served = await download.execute(member, { id: item.id, type: 'model' });
    expect(served.ok && served.value.type === 'model' && served.value.files).toHaveLength(1);
  });

  it('serves the details sheet with the notes', async () => {
    const { world, member, item, download } = await setUp();
    await world.repos.vault.updateNotes(member.id, [item.id], 'for portraits');

    expect(await download.execute(member, { id: item.id, type: 'details' })).toEqual({
      ok: true,
      value: {
        type: 'details',
        details: {
          modelName: 'Anime Lines',
          versionName: 'v1',
          notes: 'for portraits',
          addedAt: item.addedAt,
          baseModel: 'SDXL 1.0',
          description: '',
          trainedWords: ['lineart'],
        },
      },
    });
  });

  it("serves the version's gallery images", async () => {
    const { world, member, version, item, download } = await setUp();
    const post = await world.given.post(aPost().of(version).withImages({}, {}));
    expect(post.images).toHaveLength(2);

    const served = await download.execute(member, { id: item.id, type: 'images' });
    expect(
      served.ok && served.value.type === 'images' && served.value.images.map((image) => image.id),
    ).toEqual(post.images.map((image) => image.id));
  });

  it("answers not found for someone else's item and asks anonymous visitors to sign in", async () => {
    const { world, item, download } = await setUp();
    const stranger = await world.given.user(aUser().member());

    expect(await download.execute(stranger, { id: item.id, type: 'model' })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    expect(await download.execute(null, { id: item.id, type: 'details' })).toEqual({
      ok: false,
      error: errors.signInRequired,
    });
  });
});
