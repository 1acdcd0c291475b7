import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aFile, aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { DownloadTrainingData } from './download-training-data.js';

describe('DownloadTrainingData', () => {
  it("serves the version's training data, never its model file", async () => {
    const world = createTestWorld();
    const version = await world.given.version(aVersion().of(await world.given.model(aModel().published())));
    await world.given.file(aFile().of(version));
    const data = await world.given.file(aFile().of(version).type('Training Data').metadata({}));
    const download = new DownloadTrainingData(world.deps);

    expect(await download.execute(null, { versionId: version.id })).toEqual({
      ok: true,
      value: { file: data, storageKey: data.storageKey },
    });
    expect(world.db.state.downloads.map((event) => event.fileId)).toEqual([data.id]);
  });

  it('answers not found when there is no training data, or it is private and the viewer is not the owner', async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser());
    const version = await world.given.version(
      aVersion().of(await world.given.model(aModel().ownedBy(owner))),
    );
    await world.given.file(aFile().of(version));
    const download = new DownloadTrainingData(world.deps);

    expect(await download.execute(null, { versionId: version.id })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    const data = await world.given.file(aFile().of(version).type('Training Data').private());
    expect(await download.execute(null, { versionId: version.id })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    const own = await download.execute(owner, { versionId: version.id });
    expect(own.ok && own.value.file.id).toBe(data.id);
  });
});
