import { aCollection, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

describe.each(databases)('collections store on $name', (database) => {
  const world = useKnexWorld(database);

  it('creates, edits and reads back a private collection with a description', async () => {
    const { repos, given } = world();
    const owner = await given.user(aUser());
    const created = await repos.collections.create({
      name: 'Mine',
      description: null,
      isPrivate: true,
      userId: owner.id,
      modelIds: [],
    });
    expect(await repos.collections.ofId(created.id)).toEqual(created);

    await repos.collections.update(created.id, {
      name: 'Renamed',
      description: 'Painterly',
      isPrivate: false,
    });
    expect(await repos.collections.ofId(created.id)).toEqual({
      ...created,
      name: 'Renamed',
      description: 'Painterly',
      isPrivate: false,
    });
  });

  it('keeps one entry per model with the version collected last, removes it, and lets a deleted version go', async () => {
    const { repos, given } = world();
    const owner = await given.user();
    const model = await given.model();
    const other = await given.model();
    const [v1, v2] = [await given.version(aVersion().of(model)), await given.version(aVersion().of(model))];
    const collection = await given.collection(aCollection().ownedBy(owner));

    await repos.collections.addModel(collection.id, model.id, v1.id);
    await repos.collections.addModel(collection.id, other.id);
    await repos.collections.addModel(collection.id, model.id, v2.id);
    expect(await repos.collections.itemsOf(collection.id)).toEqual([
      { modelId: model.id, modelVersionId: v2.id },
      { modelId: other.id, modelVersionId: null },
    ]);

    await repos.versions.remove(v2.id);
    expect(await repos.collections.itemsOf(collection.id)).toEqual([
      { modelId: model.id, modelVersionId: null },
      { modelId: other.id, modelVersionId: null },
    ]);

    await repos.collections.removeModel(collection.id, model.id);
    expect((await repos.collections.ofId(collection.id))?.modelIds).toEqual([other.id]);
  });

  it('deletes a collection with its entries and follows, leaving the models', async () => {
    const { repos, given } = world();
    const owner = await given.user();
    const [fan, other] = [await given.user(), await given.user()];
    const model = await given.model();
    const collection = await given.collection(aCollection().ownedBy(owner).withModels(model));
    const kept = await given.collection(aCollection().ownedBy(owner));
    await repos.collections.follow(fan.id, collection.id);
    await repos.collections.follow(other.id, collection.id);
    await repos.collections.follow(fan.id, kept.id);
    expect(await repos.collections.followerCount(collection.id)).toBe(2);

    await repos.collections.delete(collection.id);

    expect(await repos.collections.ofId(collection.id)).toBeNull();
    expect(await repos.collections.itemsOf(collection.id)).toEqual([]);
    expect(await repos.collections.followerCount(collection.id)).toBe(0);
    expect(await repos.collections.followerCount(kept.id)).toBe(1);
    expect(await repos.models.ofId(model.id)).not.toBeNull();
  });
});
