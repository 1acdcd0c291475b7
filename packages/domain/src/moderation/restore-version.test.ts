import { describe, expect, it } from 'vitest';
import { DeleteVersion } from '../models/delete-version.js';
import { GetDeleteImpact } from '../models/get-delete-impact.js';
import { GetModel } from '../models/get-model.js';
import { isVersionVisible } from '../models/visibility.js';
import { aModel, aPost, aReview, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { RestoreVersion } from './restore-version.js';

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const other = await world.given.user(aUser().named('other'));
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const kept = await world.given.version(aVersion().of(model));
  const version = await world.given.version(aVersion().of(model));
  const review = await world.given.review(aReview().of(version).by(other).up());
  await world.given.post(aPost().of(version).by(other).forReview(review).withImages({}, {}));
  await world.given.post(aPost().of(version).withImages({}));
  return { world, owner, moderator, model, kept, version };
};

describe('RestoreVersion', () => {
  it('brings back a deleted version as Unpublished, with the reviews and posts its delete hid', async () => {
    const { world, owner, moderator, model, version } = await setup();
    expect(await new GetDeleteImpact(world.deps).execute(owner, { kind: 'version', id: version.id })).toEqual(
      {
        ok: true,
        value: { reviews: 1, posts: 1, images: 2, refunds: { purchases: 0, buzz: 0 } },
      },
    );
    await new DeleteVersion(world.deps).execute(owner, { id: version.id });
    expect(await world.repos.reviews.totalsOfModel(model.id)).toEqual({ up: 0, down: 0 });
    expect((await world.repos.versions.ofId(version.id))?.postCount).toBe(0);

    const restored = await new RestoreVersion(world.deps).execute(moderator, { id: version.id });

    expect(restored).toMatchObject({
      ok: true,
      value: { status: 'Unpublished', deletedAt: null, postCount: 2 },
    });
    expect(await world.repos.reviews.totalsOfModel(model.id)).toEqual({ up: 1, down: 0 });
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({ action: 'modelVersion.delete', actorId: owner.id }),
      expect.objectContaining({ action: 'modelVersion.restore', actorId: moderator.id }),
    ]);
  });

  it('is for moderators, and only for deleted versions', async () => {
    const { world, owner, moderator, kept, version } = await setup();
    await new DeleteVersion(world.deps).execute(owner, { id: version.id });
    const restore = new RestoreVersion(world.deps);
    // A deleted version is hidden from its owner too: it answers like a missing one.
    expect(await restore.execute(owner, { id: version.id })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect(await restore.execute(moderator, { id: kept.id })).toMatchObject({
      error: { code: 'VERSION.NOT_DELETED' },
    });
    expect(await restore.execute(moderator, { id: 4242 })).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('shows moderators the deleted version on the model page, and nobody else', async () => {
    const { world, owner, moderator, model, version } = await setup();
    await new DeleteVersion(world.deps).execute(owner, { id: version.id });
    const idsFor = async (viewer: typeof owner) => {
      const page = await new GetModel(world.deps).execute(viewer, { id: model.id });
      return page.ok && 'versions' in page.value ? page.value.versions.map((v) => v.id) : [];
    };
    expect(await idsFor(moderator)).toContain(version.id);
    expect(await idsFor(owner)).not.toContain(version.id);
  });

  it('answers a deleted version like a missing one to everyone but moderators, its owner included', async () => {
    const { world, owner, moderator, model, version } = await setup();
    await new DeleteVersion(world.deps).execute(owner, { id: version.id });
    const deleted = await world.repos.versions.ofId(version.id);
    if (deleted === null) throw new Error('the deleted version is gone');
    const now = world.clock.now();
    expect(isVersionVisible(deleted, owner, model, now)).toBe(false);
    expect(isVersionVisible(deleted, moderator, model, now)).toBe(true);
  });
});
