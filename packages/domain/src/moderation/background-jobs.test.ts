import { describe, expect, it } from 'vitest';
import { aFile, aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { combinedNsfwLevel } from './nsfw-level.js';
import { RescanModelFiles } from './rescan-model-files.js';
import { UpdateVersionNsfwLevel } from './update-version-nsfw-level.js';

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser());
  const model = await world.given.model(aModel().ownedBy(owner));
  const first = await world.given.version(aVersion().of(model));
  const second = await world.given.version(aVersion().of(model));
  return { world, owner, model, first, second };
};

describe('combinedNsfwLevel', () => {
  it('is the union of the image levels, or the current level when no image is rated', () => {
    expect(combinedNsfwLevel([1, 4, 4], 1)).toBe(5);
    expect(combinedNsfwLevel([], 2)).toBe(2);
    expect(combinedNsfwLevel([0], 2)).toBe(2);
  });
});

describe('UpdateVersionNsfwLevel', () => {
  it("sets the model's level from the shown images of all its versions and drops the model's and the version's cache", async () => {
    const { world, owner, model, first, second } = await setup();
    await world.given.post(aPost().of(first).by(owner).withImages({ nsfwLevel: 1 }, { nsfwLevel: 4 }));
    await world.given.post(aPost().of(second).by(owner).nsfwLevel(8));
    await world.given.post(aPost().of(second).by(owner).nsfwLevel(16).unpublished());

    const result = await new UpdateVersionNsfwLevel(world.deps).execute({ modelVersionId: first.id });

    expect(result).toEqual({ ok: true, value: { modelId: model.id, nsfwLevel: 13, changed: true } });
    expect((await world.repos.models.ofId(model.id))?.nsfwLevel).toBe(13);
    expect(world.cache.invalidated).toEqual([`model:${model.id}`, `modelVersion:${first.id}`]);
  });

  it('changes nothing when run again (the job may be delivered twice)', async () => {
    const { world, owner, first } = await setup();
    await world.given.post(aPost().of(first).by(owner).nsfwLevel(4));
    const update = new UpdateVersionNsfwLevel(world.deps);
    await update.execute({ modelVersionId: first.id });

    const again = await update.execute({ modelVersionId: first.id });

    expect(again.ok && again.value).toMatchObject({ nsfwLevel: 4, changed: false });
    expect(world.cache.invalidated).toHaveLength(2);
  });

  it('answers not found for a version that is gone', async () => {
    const { world } = await setup();
    expect(await new UpdateVersionNsfwLevel(world.deps).execute({ modelVersionId: 999 })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});

describe('RescanModelFiles', () => {
  it('queues processFile for every file of every version', async () => {
    const { world, model, first, second } = await setup();
    const a = await world.given.file(aFile().of(first));
    const b = await world.given.file(aFile().of(second));

    const result = await new RescanModelFiles(world.deps).execute({ modelId: model.id });

    expect(result).toEqual({ ok: true, value: { queued: 2 } });
    expect(world.jobs.enqueued).toEqual([
      { name: 'processFile', payload: { fileId: a.id, again: 1 } },
      { name: 'processFile', payload: { fileId: b.id, again: 1 } },
    ]);
  });

  it('answers not found for a model that is gone', async () => {
    const { world } = await setup();
    expect((await new RescanModelFiles(world.deps).execute({ modelId: 999 })).ok).toBe(false);
  });
});
