import { describe, expect, it } from 'vitest';
import { aCollection, aModel, aUser, createTestWorld } from '../testing/index.js';
import { MigrateToCollection } from './migrate-to-collection.js';

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const collection = await world.given.collection(aCollection().named('Series'));
  return { world, owner, moderator, model, collection, migrate: new MigrateToCollection(world.deps) };
};

describe('MigrateToCollection (model.migrateToCollection)', () => {
  it('adds the model to the collection and makes the collection its showcase, audited', async () => {
    const { world, moderator, model, collection, migrate } = await setup();

    expect(await migrate.execute(moderator, { id: model.id, collectionId: collection.id })).toMatchObject({
      ok: true,
      value: { id: model.id, meta: { showcaseCollectionId: collection.id } },
    });
    expect((await world.repos.collections.ofId(collection.id))?.modelIds).toEqual([model.id]);
    expect((await world.repos.models.ofId(model.id))?.meta.showcaseCollectionId).toBe(collection.id);
    expect(await world.repos.audit.ofModel(model.id)).toMatchObject([
      {
        action: 'model.migrateToCollection',
        actorId: moderator.id,
        details: { collectionId: collection.id },
      },
    ]);
  });

  it('can be repeated: the model stays in the collection once', async () => {
    const { world, moderator, model, collection, migrate } = await setup();
    await migrate.execute(moderator, { id: model.id, collectionId: collection.id });
    expect(await migrate.execute(moderator, { id: model.id, collectionId: collection.id })).toMatchObject({
      ok: true,
    });
    expect((await world.repos.collections.ofId(collection.id))?.modelIds).toEqual([model.id]);
  });

  it('answers not found for a missing collection, and changes nothing', async () => {
    const { world, moderator, model, migrate } = await setup();
    expect(await migrate.execute(moderator, { id: model.id, collectionId: 9999 })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect((await world.repos.models.ofId(model.id))?.meta.showcaseCollectionId).toBeNull();
    expect(await world.repos.audit.ofModel(model.id)).toEqual([]);
  });

  it('is a moderator action: the owner may not', async () => {
    const { world, owner, model, collection, migrate } = await setup();
    expect(await migrate.execute(owner, { id: model.id, collectionId: collection.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect((await world.repos.collections.ofId(collection.id))?.modelIds).toEqual([]);
  });
});
