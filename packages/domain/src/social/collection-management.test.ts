import { describe, expect, it } from 'vitest';
import { aCollection, aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { AddModelToCollection } from './add-model-to-collection.js';
import { CreateCollection } from './create-collection.js';
import { DeleteCollection, GetCollectionDeleteImpact } from './delete-collection.js';
import { FollowCollection, GetCollectionFollowState } from './follow-collection.js';
import { GetCollection } from './get-collection.js';
import { GetUserCollections } from './get-user-collections.js';
import { RemoveModelFromCollection } from './remove-model-from-collection.js';
import { UpdateCollection } from './update-collection.js';

describe('CreateCollection (collection.create)', () => {
  it('creates an empty collection of the viewer with a trimmed name and no empty description', async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const created = await new CreateCollection(world.deps).execute(owner, {
      name: '  Landscapes ',
      description: '   ',
      isPrivate: true,
    });
    expect(created).toMatchObject({
      ok: true,
      value: { name: 'Landscapes', description: null, isPrivate: true, userId: owner.id, modelIds: [] },
    });
    expect(await world.repos.collections.ofUser(owner.id)).toHaveLength(1);
  });

  it('refuses a blank or too long name, and anonymous visitors', async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const create = new CreateCollection(world.deps);
    expect(await create.execute(owner, { name: ' ', description: null, isPrivate: false })).toMatchObject({
      error: { code: 'INVALID_INPUT', message: 'A collection needs a name.' },
    });
    expect(
      await create.execute(owner, { name: 'x'.repeat(101), description: null, isPrivate: false }),
    ).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    expect(await create.execute(null, { name: 'Mine', description: null, isPrivate: false })).toMatchObject({
      error: { code: 'AUTH.SIGN_IN_REQUIRED' },
    });
    expect(await world.repos.collections.ofUser(owner.id)).toEqual([]);
  });
});

describe('add and remove (collection.addModel, collection.removeModel)', () => {
  it('collects a version, then removes the model from the collection', async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const collection = await world.given.collection(aCollection().ownedBy(owner));
    const model = await world.given.model(aModel().published());
    const version = await world.given.version(aVersion().of(model).published());

    const added = await new AddModelToCollection(world.deps).execute(owner, {
      collectionId: collection.id,
      modelId: model.id,
      modelVersionId: version.id,
    });
    expect(added).toEqual({
      ok: true,
      value: { collectionId: collection.id, modelId: model.id, modelVersionId: version.id },
    });
    expect(await world.repos.collections.itemsOf(collection.id)).toEqual([
      { modelId: model.id, modelVersionId: version.id },
    ]);

    const remove = new RemoveModelFromCollection(world.deps);
    expect((await remove.execute(owner, { collectionId: collection.id, modelId: model.id })).ok).toBe(true);
    expect(await world.repos.collections.itemsOf(collection.id)).toEqual([]);
  });

  it("refuses a version of another model, and someone else's collection; a private one of theirs is missing", async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const stranger = await world.given.user(aUser().named('stranger'));
    const mine = await world.given.collection(aCollection().ownedBy(owner));
    const theirs = await world.given.collection(aCollection().ownedBy(stranger));
    const theirsPrivate = await world.given.collection(aCollection().ownedBy(stranger).private());
    const model = await world.given.model(aModel().published());
    const other = await world.given.model(aModel().published());
    const otherVersion = await world.given.version(aVersion().of(other).published());
    const add = new AddModelToCollection(world.deps);
    const remove = new RemoveModelFromCollection(world.deps);

    expect(
      await add.execute(owner, { collectionId: mine.id, modelId: model.id, modelVersionId: otherVersion.id }),
    ).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(await remove.execute(owner, { collectionId: theirs.id, modelId: model.id })).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await remove.execute(owner, { collectionId: theirsPrivate.id, modelId: model.id })).toEqual(
      await remove.execute(owner, { collectionId: 9999, modelId: model.id }),
    );
    expect(await remove.execute(null, { collectionId: mine.id, modelId: model.id })).toMatchObject({
      error: { code: 'AUTH.SIGN_IN_REQUIRED' },
    });
  });
});

describe('GetCollection (collection.getById)', () => {
  it('shows the owner, the entries the viewer may see and the version collected', async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const fan = await world.given.user(aUser().named('fan'));
    const shown = await world.given.model(aModel().named('Shown').published());
    const version = await world.given.version(aVersion().of(shown).named('v2').published());
    const unpublished = await world.given.model(aModel().unpublished());
    const collection = await world.given.collection(
      aCollection().ownedBy(owner).named('Best').withModels(unpublished),
    );
    await world.repos.collections.addModel(collection.id, shown.id, version.id);
    await world.repos.collections.follow(fan.id, collection.id);

    expect(await new GetCollection(world.deps).execute(fan, { id: collection.id })).toEqual({
      ok: true,
      value: {
        id: collection.id,
        name: 'Best',
        description: null,
        isPrivate: false,
        owner: { id: owner.id, username: 'owner' },
        items: [
          {
            model: { id: shown.id, name: 'Shown', type: shown.type },
            version: { id: version.id, name: 'v2' },
          },
        ],
        followerCount: 1,
        following: true,
        canManage: false,
        canFollow: true,
      },
    });
  });

  it('answers a private collection, or one of a banned owner, like a missing one, except to its owner and moderators', async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const moderator = await world.given.user(aUser().named('mod').moderator());
    const fan = await world.given.user(aUser().named('fan'));
    const banned = await world.given.user(aUser().named('banned').banned());
    const secret = await world.given.collection(aCollection().ownedBy(owner).private());
    const ofBanned = await world.given.collection(aCollection().ownedBy(banned));
    const get = new GetCollection(world.deps);
    const missing = await get.execute(fan, { id: 9999 });

    expect(missing).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await get.execute(fan, { id: secret.id })).toEqual(missing);
    expect(await get.execute(null, { id: secret.id })).toEqual(missing);
    expect(await get.execute(fan, { id: ofBanned.id })).toEqual(missing);
    expect(await new FollowCollection(world.deps).execute(fan, { collectionId: secret.id })).toEqual(missing);
    expect(await new GetCollectionFollowState(world.deps).execute(fan, { collectionId: secret.id })).toEqual(
      missing,
    );
    expect(await get.execute(owner, { id: secret.id })).toMatchObject({
      ok: true,
      value: { canManage: true },
    });
    expect(await get.execute(moderator, { id: secret.id })).toMatchObject({
      ok: true,
      value: { canManage: false },
    });
  });
});

describe('UpdateCollection and DeleteCollection', () => {
  it('lets the owner edit it, and tells what a delete takes before deleting', async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const fan = await world.given.user(aUser().named('fan'));
    const model = await world.given.model(aModel().published());
    const collection = await world.given.collection(aCollection().ownedBy(owner).withModels(model));
    await world.repos.collections.follow(fan.id, collection.id);

    expect(
      await new UpdateCollection(world.deps).execute(owner, {
        id: collection.id,
        name: 'Renamed',
        description: 'Painterly',
        isPrivate: true,
      }),
    ).toMatchObject({ ok: true, value: { name: 'Renamed', description: 'Painterly', isPrivate: true } });
    expect(await world.repos.collections.ofId(collection.id)).toMatchObject({
      name: 'Renamed',
      isPrivate: true,
    });

    expect(await new GetCollectionDeleteImpact(world.deps).execute(owner, { id: collection.id })).toEqual({
      ok: true,
      value: { items: 1, followers: 1 },
    });
    expect(await new DeleteCollection(world.deps).execute(owner, { id: collection.id })).toEqual({
      ok: true,
      value: { id: collection.id },
    });
    expect(await world.repos.collections.ofId(collection.id)).toBeNull();
    expect(await world.repos.models.ofId(model.id)).not.toBeNull();
    expect(await world.repos.collections.isFollowing(fan.id, collection.id)).toBe(false);
  });

  it("refuses editing or deleting someone else's collection", async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const fan = await world.given.user(aUser().named('fan'));
    const collection = await world.given.collection(aCollection().ownedBy(owner));
    expect(
      await new UpdateCollection(world.deps).execute(fan, {
        id: collection.id,
        name: 'Mine now',
        description: null,
        isPrivate: false,
      }),
    ).toMatchObject({ error: { code: 'AUTH.FORBIDDEN' } });
    expect(await new DeleteCollection(world.deps).execute(fan, { id: collection.id })).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await world.repos.collections.ofId(collection.id)).toMatchObject({ name: collection.name });
  });
});

describe('GetUserCollections (collection.getByUser)', () => {
  it("lists a user's public collections, and the private ones only to their owner and moderators", async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const fan = await world.given.user(aUser().named('fan'));
    const moderator = await world.given.user(aUser().named('mod').moderator());
    const shown = await world.given.collection(aCollection().ownedBy(owner).named('Shown'));
    const secret = await world.given.collection(aCollection().ownedBy(owner).named('Secret').private());
    const list = new GetUserCollections(world.deps);
    const both = [
      { id: shown.id, name: 'Shown', isPrivate: false },
      { id: secret.id, name: 'Secret', isPrivate: true },
    ];

    expect(await list.execute(fan, { username: 'owner' })).toEqual({ ok: true, value: [both[0]] });
    expect(await list.execute(null, { username: 'owner' })).toEqual({ ok: true, value: [both[0]] });
    expect(await list.execute(owner, { username: 'owner' })).toEqual({ ok: true, value: both });
    expect(await list.execute(moderator, { username: 'owner' })).toEqual({ ok: true, value: both });
    expect(await list.execute(fan, { username: 'nobody' })).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
