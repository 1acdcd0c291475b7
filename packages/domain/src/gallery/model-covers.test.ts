import { describe, expect, it } from 'vitest';
import { aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { modelCovers } from './model-covers.js';

const at = (minute: number) => new Date(Date.UTC(2025, 11, 31, 12, minute));

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const fan = await world.given.user(aUser().named('fan'));
  const covers = async (modelIds: number[], browsingLevel = 31) =>
    new Map(
      [...(await modelCovers(world.repos, modelIds, browsingLevel))].map(([modelId, cover]) => [
        modelId,
        cover.id,
      ]),
    );
  return { world, owner, fan, covers };
};

describe('modelCovers', () => {
  it("takes the first image of the oldest post of the model's first public version that has one", async () => {
    const { world, owner, fan, covers } = await setup();
    const model = await world.given.model(aModel().ownedBy(owner).published());
    const older = await world.given.version(aVersion().of(model).index(1));
    const newest = await world.given.version(aVersion().of(model).index(0));
    await world.given.version(aVersion().of(model).index(2).draft());
    await world.given.post(aPost().of(older).by(fan).publishedAt(at(1)));
    const first = await world.given.post(aPost().of(newest).by(fan).publishedAt(at(2)).withImages({}, {}));
    await world.given.post(aPost().of(newest).by(fan).publishedAt(at(3)));
    expect(await covers([model.id])).toEqual(new Map([[model.id, first.images[0]?.id]]));
  });

  it('falls back to an older version when the newest shows nothing, and leaves out models without any', async () => {
    const { world, owner, fan, covers } = await setup();
    const model = await world.given.model(aModel().ownedBy(owner).published());
    const older = await world.given.version(aVersion().of(model).index(1));
    const newest = await world.given.version(aVersion().of(model).index(0));
    await world.given.post(aPost().of(newest).by(fan).unpublished());
    const post = await world.given.post(aPost().of(older).by(fan).publishedAt(at(1)));
    const bare = await world.given.model(aModel().ownedBy(owner).published());
    await world.given.version(aVersion().of(bare));
    expect(await covers([model.id, bare.id])).toEqual(new Map([[model.id, post.images[0]?.id]]));
  });

  it("honours each model's gallery settings and the browsing level, in one call for many models", async () => {
    const { world, owner, fan, covers } = await setup();
    const a = await world.given.model(aModel().ownedBy(owner).published());
    const b = await world.given.model(aModel().ownedBy(owner).published());
    const va = await world.given.version(aVersion().of(a));
    const vb = await world.given.version(aVersion().of(b));
    const mature = await world.given.post(aPost().of(va).by(fan).publishedAt(at(1)).nsfwLevel(8));
    const safe = await world.given.post(aPost().of(va).by(owner).publishedAt(at(2)));
    const byFan = await world.given.post(aPost().of(vb).by(fan).publishedAt(at(1)));
    const byOwner = await world.given.post(aPost().of(vb).by(owner).publishedAt(at(2)));
    expect(await covers([a.id, b.id])).toEqual(
      new Map([
        [a.id, mature.images[0]?.id],
        [b.id, byFan.images[0]?.id],
      ]),
    );
    await world.repos.gallerySettings.save(b.id, {
      ...(await world.repos.gallerySettings.of(b.id)),
      hiddenUsers: [{ id: fan.id, username: fan.username }],
    });
    expect(await covers([a.id, b.id], 1)).toEqual(
      new Map([
        [a.id, safe.images[0]?.id],
        [b.id, byOwner.images[0]?.id],
      ]),
    );
  });
});
