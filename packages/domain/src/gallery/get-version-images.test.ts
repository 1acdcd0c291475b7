import { describe, expect, it } from 'vitest';
import { aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { GetVersionImages } from './get-version-images.js';

describe('GetVersionImages (image list for version)', () => {
  it("ranks the prioritized users' images first, then by reactions, and applies hidden images", async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const fan = await world.given.user(aUser().named('fan'));
    const model = await world.given.model(aModel().ownedBy(owner).published());
    const version = await world.given.version(aVersion().of(model));
    const byOwner = await world.given.post(aPost().of(version).by(owner).withImages({ reactionCount: 1 }));
    const byFan = await world.given.post(
      aPost()
        .of(version)
        .by(fan)
        .withImages({ reactionCount: 50 }, { reactionCount: 80 }, { reactionCount: 5 }),
    );
    const hidden = byFan.images[2];
    const settings = await world.repos.gallerySettings.of(model.id);
    await world.repos.gallerySettings.save(model.id, {
      ...settings,
      hiddenImages: hidden ? [hidden.id] : [],
    });

    const result = await new GetVersionImages(world.deps).execute(null, {
      modelVersionId: version.id,
      prioritizedUserIds: [owner.id],
      limit: 3,
    });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.items.map((image) => image.reactionCount)).toEqual([1, 80, 50]);
    expect(result.value.items[0]).toMatchObject({ id: byOwner.images[0]?.id, user: { id: owner.id } });
  });

  it('refuses a limit above 100', async () => {
    const world = createTestWorld();
    const version = await world.given.version();
    expect(
      await new GetVersionImages(world.deps).execute(null, { modelVersionId: version.id, limit: 101 }),
    ).toMatchObject({ error: { code: 'INVALID_INPUT' } });
  });
});
