import { describe, expect, it } from 'vitest';
import { aCollection, aModel, aUser, createTestWorld } from '../testing/index.js';
import { SetShowcaseCollection } from './set-showcase-collection.js';

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const own = await world.given.collection(aCollection().ownedBy(owner));
  const foreign = await world.given.collection();
  const showcaseOf = async () => (await world.repos.models.ofId(model.id))?.meta.showcaseCollectionId;
  return {
    world,
    owner,
    moderator,
    model,
    own,
    foreign,
    showcaseOf,
    set: new SetShowcaseCollection(world.deps),
  };
};

describe('SetShowcaseCollection (model.setShowcaseCollection)', () => {
  it("shows one of the owner's collections on the model, then none, each change audited", async () => {
    const { world, owner, model, own, showcaseOf, set } = await setup();

    expect(await set.execute(owner, { id: model.id, collectionId: own.id })).toMatchObject({
      ok: true,
      value: { id: model.id, meta: { showcaseCollectionId: own.id } },
    });
    expect(await showcaseOf()).toBe(own.id);
    expect(await set.execute(owner, { id: model.id, collectionId: null })).toMatchObject({ ok: true });
    expect(await showcaseOf()).toBeNull();
    expect(
      (await world.repos.audit.ofModel(model.id)).map(({ action, actorId, details }) => ({
        action,
        actorId,
        details,
      })),
    ).toEqual([
      { action: 'model.setShowcaseCollection', actorId: owner.id, details: { collectionId: own.id } },
      { action: 'model.setShowcaseCollection', actorId: owner.id, details: { collectionId: null } },
    ]);
  });

  it("lets a moderator choose among the owner's collections too", async () => {
    const { moderator, model, own, showcaseOf, set } = await setup();
    expect(await set.execute(moderator, { id: model.id, collectionId: own.id })).toMatchObject({ ok: true });
    expect(await showcaseOf()).toBe(own.id);
  });

  it("answers not found for a missing collection or someone else's, and changes nothing", async () => {
    const { world, owner, moderator, model, foreign, showcaseOf, set } = await setup();
    for (const [viewer, collectionId] of [
      [owner, foreign.id],
      [moderator, foreign.id],
      [owner, 9999],
    ] as const) {
      expect(await set.execute(viewer, { id: model.id, collectionId })).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
    }
    expect(await showcaseOf()).toBeNull();
    expect(await world.repos.audit.ofModel(model.id)).toEqual([]);
  });

  it('is refused to other users', async () => {
    const { world, model, own, set } = await setup();
    const stranger = await world.given.user();
    expect(await set.execute(stranger, { id: model.id, collectionId: own.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
  });
});
