import { describe, expect, it } from 'vitest';
import { aFile, aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { DeleteModel } from './delete-model.js';
import { DeleteVersion } from './delete-version.js';
import { PurgeDeleted } from './purge-deleted.js';

const DAY = 86_400_000;
const START = new Date('2026-01-01T00:00:00Z');

const setUp = async () => {
  const world = createTestWorld({ now: START });
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const withFiles = async () => {
    const model = await world.given.model(aModel().ownedBy(owner).published());
    const version = await world.given.version(aVersion().of(model));
    const file = await world.given.file(aFile().of(version));
    const post = await world.given.post(
      aPost()
        .of(version)
        .withImages({ url: `/images/post-${version.id}.png` }),
    );
    return { model, version, file, image: `images/post-${version.id}.png`, post };
  };
  return { world, owner, moderator, withFiles };
};

describe('permanent delete and purge', () => {
  it("a moderator's permanent delete removes the model files and post images from storage", async () => {
    const { world, moderator, withFiles } = await setUp();
    const { model, file, image } = await withFiles();
    const kept = await withFiles();

    expect(
      (await new DeleteModel(world.deps).execute(moderator, { id: model.id, permanently: true })).ok,
    ).toBe(true);

    expect(world.files.removed.sort()).toEqual([file.storageKey, image].sort());
    expect(world.files.removed).not.toContain(kept.file.storageKey);
  });

  it('purges what was soft-deleted longer ago than the retention window, with its files; a dry run only lists', async () => {
    const { world, owner, withFiles } = await setUp();
    const old = await withFiles();
    const oldVersionModel = await withFiles();
    const extra = await world.given.version(aVersion().of(oldVersionModel.model));
    const extraFile = await world.given.file(aFile().of(extra));
    await new DeleteModel(world.deps).execute(owner, { id: old.model.id, permanently: false });
    await new DeleteVersion(world.deps).execute(owner, { id: extra.id });
    world.clock.set(new Date(START.getTime() + 25 * DAY));
    const recent = await withFiles();
    await new DeleteModel(world.deps).execute(owner, { id: recent.model.id, permanently: false });
    world.clock.set(new Date(START.getTime() + 31 * DAY));
    const purge = new PurgeDeleted(world.deps);

    const dry = await purge.execute({ retentionDays: 30, dryRun: true });
    expect(dry.ok && dry.value.purged.map((item) => [item.kind, item.id])).toEqual([
      ['model', old.model.id],
      ['version', extra.id],
    ]);
    expect(world.files.removed).toEqual([]);

    const done = await purge.execute({ retentionDays: 30, dryRun: false });
    expect(done).toMatchObject({ ok: true, value: { filesRemoved: 3 } });
    expect(world.files.removed.sort()).toEqual([old.file.storageKey, old.image, extraFile.storageKey].sort());
    expect(await world.repos.models.ofId(old.model.id)).toBeNull();
    expect(await world.repos.versions.ofId(extra.id)).toBeNull();
    expect(await world.repos.models.ofId(recent.model.id)).not.toBeNull();
    expect(await world.repos.versions.ofId(oldVersionModel.version.id)).not.toBeNull();
    expect(await purge.execute({ retentionDays: 30, dryRun: false })).toMatchObject({
      ok: true,
      value: { purged: [], filesRemoved: 0 },
    });
  });
});
