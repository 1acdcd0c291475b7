import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import type { GallerySettings } from './gallery.js';
import {
  hideImage,
  hideTag,
  hideUser,
  MAX_PINNED_POSTS,
  pinPost,
  unhideImage,
  unhideTag,
  unhideUser,
} from './gallery-settings-rules.js';
import { GetGallerySettings } from './get-gallery-settings.js';
import { UpdateGallerySettings } from './update-gallery-settings.js';

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const version = await world.given.version(aVersion().of(model));
  const update = new UpdateGallerySettings(world.deps);
  const read = async () => {
    const result = await new GetGallerySettings(world.deps).execute(owner, { id: model.id });
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };
  const save = (gallerySettings: GallerySettings, viewer = owner) =>
    update.execute(viewer, { id: model.id, gallerySettings });
  return { world, owner, model, version, read, save };
};

const must = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('UpdateGallerySettings (model.updateGallerySettings)', () => {
  it('pins posts up to the maximum and refuses more', async () => {
    const { read, save, version, world, model } = await setup();
    let settings = await read();
    for (let postId = 1; postId <= MAX_PINNED_POSTS; postId++)
      settings = must(pinPost(settings, version.id, postId));
    expect((await save(settings)).ok).toBe(true);
    expect((await read()).pinnedPosts[version.id]).toHaveLength(MAX_PINNED_POSTS);

    const tooMany = {
      ...settings,
      pinnedPosts: { [version.id]: [...(settings.pinnedPosts[version.id] ?? []), 99] },
    };
    expect(await save(tooMany)).toMatchObject({ ok: false, error: { code: 'GALLERY.MAX_PINNED' } });
    expect((await read()).pinnedPosts[version.id]).not.toContain(99);
    expect(await world.repos.audit.ofModel(model.id)).toHaveLength(1);
  });

  it('hides and unhides an image, a user and a tag', async () => {
    const { read, save } = await setup();
    const hidden = hideTag(hideUser(hideImage(await read(), 5), { id: 3, username: 'bob' }), {
      id: 8,
      name: 'gore',
    });
    await save(hidden);
    expect(await read()).toMatchObject({
      hiddenImages: [5],
      hiddenUsers: [{ id: 3, username: 'bob' }],
      hiddenTags: [{ id: 8, name: 'gore' }],
    });
    await save(unhideTag(unhideUser(unhideImage(await read(), 5), 3), 8));
    expect(await read()).toMatchObject({ hiddenImages: [], hiddenUsers: [], hiddenTags: [] });
  });

  it('records who changed the settings in the audit log', async () => {
    const { read, save, world, model, owner } = await setup();
    await save(hideImage(await read(), 5));
    expect(await world.repos.audit.ofModel(model.id)).toMatchObject([
      { actorId: owner.id, action: 'model.updateGallerySettings', modelId: model.id },
    ]);
  });

  it('lets a moderator moderate the gallery but not other users', async () => {
    const { read, save, world } = await setup();
    const moderator = await world.given.user(aUser().named('mod').moderator());
    const stranger = await world.given.user(aUser().named('stranger'));
    expect((await save(hideImage(await read(), 1), moderator)).ok).toBe(true);
    expect(await save(hideImage(await read(), 2), stranger)).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect((await read()).hiddenImages).toEqual([1]);
  });
});
