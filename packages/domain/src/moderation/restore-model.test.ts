import { describe, expect, it } from 'vitest';
import { DeleteModel } from '../models/delete-model.js';
import { PublishModel } from '../models/publish-model.js';
import { aFile, aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { RestoreModel } from './restore-model.js';

const NOW = new Date('2026-01-10T12:00:00Z');

describe('RestoreModel', () => {
  it('brings a soft-deleted model back as Unpublished, ready for its owner to republish', async () => {
    const world = createTestWorld({ now: NOW });
    const owner = await world.given.user();
    const moderator = await world.given.user(aUser().moderator());
    const model = await world.given.model(aModel().published().ownedBy(owner));
    const version = await world.given.version(aVersion().of(model));
    await world.given.file(aFile().of(version));
    await world.given.post(aPost().of(version));
    await new DeleteModel(world.deps).execute(owner, { id: model.id, permanently: false });

    const result = await new RestoreModel(world.deps).execute(moderator, { id: model.id });

    expect(result).toMatchObject({
      ok: true,
      value: { status: 'Unpublished', deletedAt: null, deletedBy: null },
    });
    expect(await world.repos.models.ofId(model.id)).toMatchObject({ status: 'Unpublished', deletedAt: null });
    expect((await world.repos.audit.ofModel(model.id)).map((e) => e.action)).toEqual([
      'model.delete',
      'model.restore',
    ]);
    expect(await new PublishModel(world.deps).execute(owner, { id: model.id, versionIds: [] })).toMatchObject(
      {
        ok: true,
        value: { model: { status: 'Published' } },
      },
    );
  });

  it('is for moderators, and only for deleted models', async () => {
    const world = createTestWorld({ now: NOW });
    const owner = await world.given.user();
    const moderator = await world.given.user(aUser().moderator());
    const deleted = await world.given.model(aModel().deleted().ownedBy(owner));
    const alive = await world.given.model(aModel().ownedBy(owner));
    const restore = new RestoreModel(world.deps);

    expect(await restore.execute(owner, { id: deleted.id })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await restore.execute(moderator, { id: alive.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await world.repos.models.ofId(deleted.id)).toMatchObject({ status: 'Deleted' });
  });
});
