import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
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
  /** `count` posts of the version, one image each. */
  const posts = async (count: number, of = version) => {
    const made = [];
    for (let i = 0; i < count; i++) made.push(await world.given.post(aPost().of(of).withImages({})));
    return made;
  };
  return { world, owner, model, version, read, save, posts };
};

const must = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('UpdateGallerySettings (model.updateGallerySettings)', () => {
  it('pins posts up to the maximum and refuses more', async () => {
    const { read, save, version, world, model, posts } = await setup();
    const [extra, ...pinnable] = await posts(MAX_PINNED_POSTS + 1);
    let settings = await read();
    for (const post of pinnable) settings = must(pinPost(settings, version.id, post.id));
    expect((await save(settings)).ok).toBe(true);
    expect((await read()).pinnedPosts[version.id]).toHaveLength(MAX_PINNED_POSTS);

    const tooMany = {
      ...settings,
      pinnedPosts: { [version.id]: [...(settings.pinnedPosts[version.id] ?? []), extra?.id ?? 0] },
    };
    expect(await save(tooMany)).toMatchObject({ ok: false, error: { code: 'GALLERY.MAX_PINNED' } });
    expect((await read()).pinnedPosts[version.id]).not.toContain(extra?.id);
    expect(await world.repos.audit.ofModel(model.id)).toHaveLength(1);
  });

  it('hides and unhides an image, a user and a tag', async () => {
    const { read, save, world, posts } = await setup();
    const [post] = await posts(1);
    const image = post?.images[0]?.id ?? 0;
    const bob = await world.given.user(aUser().named('bob'));
    const gore = await world.given.tag({ name: 'gore' });
    const hidden = hideTag(hideUser(hideImage(await read(), image), { id: bob.id, username: 'bob' }), {
      id: gore.id,
      name: 'gore',
    });
    expect((await save(hidden)).ok).toBe(true);
    expect(await read()).toMatchObject({
      hiddenImages: [image],
      hiddenUsers: [{ id: bob.id, username: 'bob' }],
      hiddenTags: [{ id: gore.id, name: 'gore' }],
    });
    await save(unhideTag(unhideUser(unhideImage(await read(), image), bob.id), gore.id));
    expect(await read()).toMatchObject({ hiddenImages: [], hiddenUsers: [], hiddenTags: [] });
  });

  it('records who changed the settings in the audit log', async () => {
    const { read, save, world, model, owner, posts } = await setup();
    const [post] = await posts(1);
    await save(hideImage(await read(), post?.images[0]?.id ?? 0));
    expect(await world.repos.audit.ofModel(model.id)).toMatchObject([
      { actorId: owner.id, action: 'model.updateGallerySettings', modelId: model.id },
    ]);
  });

  it('lets a moderator moderate the gallery but not other users', async () => {
    const { read, save, world, posts } = await setup();
    const [first, second] = (await posts(2)).map((post) => post.images[0]?.id ?? 0);
    const moderator = await world.given.user(aUser().named('mod').moderator());
    const stranger = await world.given.user(aUser().named('stranger'));
    expect((await save(hideImage(await read(), first ?? 0), moderator)).ok).toBe(true);
    expect(await save(hideImage(await read(), second ?? 0), stranger)).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect((await read()).hiddenImages).toEqual([first]);
  });

  it("refuses pins of other models' posts, of posts outside the model, or filed under the wrong version", async () => {
    const { read, save, world, version, model, posts } = await setup();
    const otherVersion = await world.given.version(aVersion().of(model).index(1));
    const [own] = await posts(1);
    const [foreign] = await posts(1, await world.given.version());
    const [ofOtherVersion] = await posts(1, otherVersion);
    const before = await read();

    for (const pinnedPosts of [
      { [version.id]: [foreign?.id ?? 0] },
      { [version.id]: [ofOtherVersion?.id ?? 0] },
      { [version.id]: [999_999] },
      { 999999: [own?.id ?? 0] },
    ]) {
      expect(await save({ ...before, pinnedPosts })).toEqual({
        ok: false,
        error: errors.galleryPinNotOfModel,
      });
    }
    expect(await read()).toEqual(before);
    expect(await world.repos.audit.ofModel(model.id)).toEqual([]);
    expect((await save({ ...before, pinnedPosts: { [version.id]: [own?.id ?? 0] } })).ok).toBe(true);
  });

  it("refuses hiding images outside the model's gallery, made-up tags and users, and unknown usernames", async () => {
    const { read, save, world } = await setup();
    const [foreign] = await posts0(world);
    const bob = await world.given.user(aUser().named('bob'));
    const before = await read();

    expect(await save(hideImage(before, foreign ?? 0))).toEqual({
      ok: false,
      error: errors.galleryImageNotOfModel,
    });
    expect(await save(hideImage(before, 999_999))).toEqual({
      ok: false,
      error: errors.galleryImageNotOfModel,
    });
    expect(await save(hideTag(before, { id: 999_999, name: 'made up' }))).toEqual({
      ok: false,
      error: errors.galleryUnknownTag,
    });
    expect(await save(hideUser(before, { id: 999_999, username: 'ghost' }))).toEqual({
      ok: false,
      error: errors.galleryUnknownUser,
    });
    expect(await save(hideUser(before, { id: bob.id, username: 'not-bob' }))).toEqual({
      ok: false,
      error: errors.galleryUnknownUser,
    });
    expect(await read()).toEqual(before);
  });

  it('saves newly hidden tags and users under their stored names, and keeps entries saved before untouched', async () => {
    const { read, save, world, model } = await setup();
    const gore = await world.given.tag({ name: 'gore' });
    const bob = await world.given.user(aUser().named('Bob'));
    // Saved before these checks existed: a pin of a post deleted since must not block later changes.
    await world.repos.gallerySettings.save(model.id, {
      ...(await read()),
      pinnedPosts: { 424242: [424_242] },
    });

    const saved = await save(
      hideUser(hideTag(await read(), { id: gore.id, name: 'GORE!' }), { id: bob.id, username: 'bob' }),
    );
    expect(saved).toMatchObject({
      ok: true,
      value: {
        hiddenTags: [{ id: gore.id, name: 'gore' }],
        hiddenUsers: [{ id: bob.id, username: 'Bob' }],
        pinnedPosts: { 424242: [424_242] },
      },
    });
  });
});

/** One post with one image, in a version of another model. */
const posts0 = async (world: Awaited<ReturnType<typeof setup>>['world']) => {
  const post = await world.given.post(
    aPost()
      .of(await world.given.version())
      .withImages({}),
  );
  return post.images.map((image) => image.id);
};
