import { describe, expect, it } from 'vitest';
import { aCollection, aModel, aUser, createTestWorld } from '../testing/index.js';
import { AddModelToCollection } from './add-model-to-collection.js';
import { FollowCollection, GetCollectionFollowState, UnfollowCollection } from './follow-collection.js';
import { GetOwnCollections } from './get-own-collections.js';

describe('collection follow / unfollow', () => {
  it("follows and unfollows someone else's collection", async () => {
    const world = createTestWorld();
    const fan = await world.given.user(aUser().named('fan'));
    const collection = await world.given.collection();
    expect(await new FollowCollection(world.deps).execute(fan, { collectionId: collection.id })).toEqual({
      ok: true,
      value: { following: true },
    });
    expect(await world.repos.collections.isFollowing(fan.id, collection.id)).toBe(true);
    await new UnfollowCollection(world.deps).execute(fan, { collectionId: collection.id });
    expect(await world.repos.collections.isFollowing(fan.id, collection.id)).toBe(false);
  });

  it('tells whether the viewer follows a collection; an anonymous visitor follows none', async () => {
    const world = createTestWorld();
    const fan = await world.given.user(aUser().named('fan'));
    const collection = await world.given.collection();
    const followState = new GetCollectionFollowState(world.deps);
    expect(await followState.execute(fan, { collectionId: collection.id })).toEqual({
      ok: true,
      value: { following: false },
    });
    await world.repos.collections.follow(fan.id, collection.id);
    expect(await followState.execute(fan, { collectionId: collection.id })).toEqual({
      ok: true,
      value: { following: true },
    });
    expect(await followState.execute(null, { collectionId: collection.id })).toEqual({
      ok: true,
      value: { following: false },
    });
    expect(await followState.execute(fan, { collectionId: 9999 })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
  });

  it('refuses following your own collection', async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const collection = await world.given.collection(aCollection().ownedBy(owner));
    expect(
      await new FollowCollection(world.deps).execute(owner, { collectionId: collection.id }),
    ).toMatchObject({
      ok: false,
      error: { code: 'COLLECTION.FOLLOW_FAILED', message: 'Unable to follow this collection' },
    });
    expect(await world.repos.collections.isFollowing(owner.id, collection.id)).toBe(false);
    expect(
      await new UnfollowCollection(world.deps).execute(owner, { collectionId: collection.id }),
    ).toMatchObject({
      error: { message: 'Unable to unfollow this collection' },
    });
  });
});

describe('AddModelToCollection (collection.addModel)', () => {
  it('adds a visible model to one of your collections only', async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const mine = await world.given.collection(aCollection().ownedBy(owner));
    const theirs = await world.given.collection();
    const model = await world.given.model(aModel().published());
    const hidden = await world.given.model(aModel().unpublished());
    const add = new AddModelToCollection(world.deps);

    expect((await add.execute(owner, { collectionId: mine.id, modelId: model.id })).ok).toBe(true);
    expect((await world.repos.collections.ofId(mine.id))?.modelIds).toEqual([model.id]);
    expect(await add.execute(owner, { collectionId: theirs.id, modelId: model.id })).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await add.execute(owner, { collectionId: mine.id, modelId: hidden.id })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
  });
});

describe('GetOwnCollections (collection.getAllUser)', () => {
  it("lists the viewer's own collections with their models, and asks anonymous visitors to sign in", async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const model = await world.given.model(aModel().published());
    const mine = await world.given.collection(aCollection().ownedBy(owner));
    await world.given.collection();
    await new AddModelToCollection(world.deps).execute(owner, { collectionId: mine.id, modelId: model.id });
    const list = new GetOwnCollections(world.deps);

    expect(await list.execute(owner)).toMatchObject({
      ok: true,
      value: [{ id: mine.id, userId: owner.id, modelIds: [model.id] }],
    });
    expect(await list.execute(null)).toMatchObject({ ok: false, error: { code: 'AUTH.SIGN_IN_REQUIRED' } });
  });

  it('leaves out the models the viewer may no longer see, like missing ones', async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const banned = await world.given.user(aUser().named('banned').banned());
    const shown = await world.given.model(aModel().published());
    const ofBanned = await world.given.model(aModel().ownedBy(banned).published());
    const unpublished = await world.given.model(aModel().unpublished());
    await world.given.collection(aCollection().ownedBy(owner).withModels(shown, ofBanned, unpublished));

    expect(await new GetOwnCollections(world.deps).execute(owner)).toMatchObject({
      ok: true,
      value: [{ userId: owner.id, modelIds: [shown.id] }],
    });
  });
});
