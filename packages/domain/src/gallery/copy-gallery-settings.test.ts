import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aModel, aUser, createTestWorld } from '../testing/index.js';
import { CopyGallerySettings } from './copy-gallery-settings.js';

describe('CopyGallerySettings (model.copyGallerySettings)', () => {
  it("copies hidden users, tags and level to the owner's other models, keeping their own pins and images", async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const source = await world.given.model(aModel().ownedBy(owner));
    const sibling = await world.given.model(aModel().ownedBy(owner));
    const deleted = await world.given.model(aModel().ownedBy(owner).deleted());
    const locked = await world.given.model(aModel().ownedBy(owner).locked());
    const foreign = await world.given.model();
    const troll = await world.given.user(aUser().named('troll'));
    const gore = await world.given.tag({ name: 'gore' });
    await world.repos.gallerySettings.save(source.id, {
      hiddenImages: [1],
      hiddenUsers: [{ id: troll.id, username: 'troll' }],
      hiddenTags: [{ id: gore.id, name: 'gore' }],
      level: 3,
      pinnedPosts: { 100: [1] },
    });
    await world.repos.gallerySettings.save(sibling.id, {
      hiddenImages: [7],
      hiddenUsers: [],
      hiddenTags: [],
      level: 31,
      pinnedPosts: { 200: [2] },
    });

    const result = await new CopyGallerySettings(world.deps).execute(owner, { id: source.id });

    expect(result).toEqual({ ok: true, value: { modelIds: [sibling.id] } });
    expect(await world.repos.gallerySettings.of(sibling.id)).toEqual({
      hiddenImages: [7],
      hiddenUsers: [{ id: troll.id, username: 'troll' }],
      hiddenTags: [{ id: gore.id, name: 'gore' }],
      level: 3,
      pinnedPosts: { 200: [2] },
    });
    expect((await world.repos.gallerySettings.of(deleted.id)).hiddenUsers).toEqual([]);
    expect((await world.repos.gallerySettings.of(locked.id)).hiddenUsers).toEqual([]);
    expect((await world.repos.gallerySettings.of(foreign.id)).hiddenUsers).toEqual([]);
    expect(await world.repos.audit.ofModel(sibling.id)).toMatchObject([
      { actorId: owner.id, action: 'model.updateGallerySettings', details: { copiedFromModelId: source.id } },
    ]);
    expect(await world.repos.audit.ofModel(source.id)).toMatchObject([
      { actorId: owner.id, action: 'model.copyGallerySettings', details: { modelIds: [sibling.id] } },
    ]);
  });

  it('refuses to copy hidden users or tags that do not exist, and changes no model', async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const source = await world.given.model(aModel().ownedBy(owner));
    const sibling = await world.given.model(aModel().ownedBy(owner));
    const settings = await world.repos.gallerySettings.of(source.id);
    // Saved before settings were checked against storage.
    await world.repos.gallerySettings.save(source.id, {
      ...settings,
      hiddenTags: [{ id: 999_999, name: 'made up' }],
    });
    const before = await world.repos.gallerySettings.of(sibling.id);

    expect(await new CopyGallerySettings(world.deps).execute(owner, { id: source.id })).toEqual({
      ok: false,
      error: errors.galleryUnknownTag,
    });
    expect(await world.repos.gallerySettings.of(sibling.id)).toEqual(before);
    expect(await world.repos.audit.ofModel(source.id)).toEqual([]);
  });

  it('refuses users other than the owner', async () => {
    const world = createTestWorld();
    const model = await world.given.model(aModel().published());
    const stranger = await world.given.user(aUser().named('stranger'));
    expect(await new CopyGallerySettings(world.deps).execute(stranger, { id: model.id })).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
  });
});
