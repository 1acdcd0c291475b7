import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { DeletePost } from './delete-post.js';
import { GetPost } from './get-post.js';
import { RemovePostImage } from './remove-post-image.js';
import { UpdatePost } from './update-post.js';

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const author = await world.given.user(aUser().named('author'));
  const fan = await world.given.user(aUser().named('fan'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const version = await world.given.version(aVersion().of(model));
  const post = await world.given.post(aPost().of(version).by(author).withImages({}, {}, {}));
  const draft = await world.given.post(aPost().of(version).by(author).unpublished().withImages());
  const portrait = await world.given.tag({ name: 'Portrait' });
  const landscape = await world.given.tag({ name: 'landscape' });
  const ids = post.images.map((image) => image.id);
  return {
    world,
    owner,
    author,
    fan,
    moderator,
    model,
    version,
    post,
    draft,
    ids,
    portrait,
    landscape,
    update: new UpdatePost(world.deps),
    remove: new RemovePostImage(world.deps),
    del: new DeletePost(world.deps),
    get: new GetPost(world.deps),
  };
};

/** What a refusal must leave as it was. */
const snapshot = async (s: Awaited<ReturnType<typeof setup>>) => ({
  post: await s.world.repos.posts.ofId(s.post.id),
  images: await s.world.repos.posts.imagesInOrder(s.post.id),
  draft: await s.world.repos.posts.ofId(s.draft.id),
  audit: await s.world.repos.audit.ofModel(s.model.id),
  jobs: await s.world.repos.queue.waiting(),
});

describe('UpdatePost', () => {
  it('saves the title, the order, each image’s NSFW level and tags (by name, any case) at once, audited', async () => {
    const s = await setup();
    const [a, b, c] = s.ids as [number, number, number];

    const saved = await s.update.execute(s.author, {
      id: s.post.id,
      title: '  Night walk ',
      images: [
        { id: c, nsfwLevel: 2, tags: ['portrait', 'LANDSCAPE'] },
        { id: a, nsfwLevel: 1, tags: [] },
        { id: b, nsfwLevel: 4, tags: ['landscape', 'Landscape'] },
      ],
    });

    expect(saved).toMatchObject({ ok: true, value: { title: 'Night walk' } });
    const images = await s.world.repos.posts.imagesInOrder(s.post.id);
    expect(images.map(({ id, nsfwLevel, tagIds }) => ({ id, nsfwLevel, tagIds }))).toEqual([
      { id: c, nsfwLevel: 2, tagIds: [s.portrait.id, s.landscape.id] },
      { id: a, nsfwLevel: 1, tagIds: [] },
      { id: b, nsfwLevel: 4, tagIds: [s.landscape.id] },
    ]);
    expect(await s.world.repos.queue.waiting()).toEqual([
      { name: 'nsfwLevelUpdate', payload: { modelVersionId: s.version.id } },
    ]);
    expect(await s.world.repos.audit.ofModel(s.model.id)).toEqual([
      expect.objectContaining({
        action: 'post.update',
        actorId: s.author.id,
        details: { postId: s.post.id, title: 'Night walk', images: [c, a, b] },
      }),
    ]);
  });

  it('publishes a draft now (once it has an image); publishing a published post changes nothing', async () => {
    const s = await setup();
    const empty = await s.world.given.post(aPost().of(s.version).by(s.author).unpublished().withImages());
    expect(await s.update.execute(s.author, { id: empty.id, publish: true })).toEqual({
      ok: false,
      error: errors.postHasNoImages,
    });
    const withImage = await s.world.given.post(aPost().of(s.version).by(s.author).unpublished());

    const published = await s.update.execute(s.author, { id: withImage.id, publish: true });

    expect(published).toMatchObject({ ok: true, value: { publishedAt: s.world.clock.now() } });
    expect(await s.get.execute(null, { id: withImage.id })).toMatchObject({ ok: true });
    s.world.clock.advance(60_000);
    const again = await s.update.execute(s.author, { id: withImage.id, publish: true });
    expect(again.ok && again.value.publishedAt).toEqual(published.ok && published.value.publishedAt);
  });

  it.each([
    ['an image twice', (ids: number[]) => [ids[0], ids[0], ids[1]]],
    ['an image missing', (ids: number[]) => [ids[0], ids[1]]],
    ['another post’s image', (ids: number[]) => [ids[0], ids[1], 999]],
  ])('refuses a list with %s, and changes nothing', async (_, list) => {
    const s = await setup();
    const before = await snapshot(s);
    const images = list(s.ids).map((id) => ({ id: id as number, nsfwLevel: 1 as const, tags: [] }));
    expect(await s.update.execute(s.author, { id: s.post.id, title: 'x', images })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
    expect(await snapshot(s)).toEqual(before);
  });

  it('refuses a tag the hub does not have, by name, and changes nothing', async () => {
    const s = await setup();
    const before = await snapshot(s);
    const images = s.ids.map((id) => ({ id, nsfwLevel: 1 as const, tags: ['portrait', 'glitter'] }));
    expect(await s.update.execute(s.author, { id: s.post.id, images })).toEqual({
      ok: false,
      error: errors.postUnknownTag('glitter'),
    });
    expect(await snapshot(s)).toEqual(before);
  });

  it('refuses an NSFW level outside the browsing levels and a title too long', async () => {
    const s = await setup();
    const images = s.ids.map((id) => ({ id, nsfwLevel: 3 as 1, tags: [] }));
    expect(await s.update.execute(s.author, { id: s.post.id, images })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
    expect(await s.update.execute(s.author, { id: s.post.id, title: 'x'.repeat(256) })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
  });

  it('lets the author and moderators edit; others are refused, a muted author too; drafts are hidden', async () => {
    const s = await setup();
    const muted = await s.world.given.user(aUser().named('hushed').muted());
    const mutedPost = await s.world.given.post(aPost().of(s.version).by(muted));
    expect((await s.update.execute(s.moderator, { id: s.post.id, title: 'By a moderator' })).ok).toBe(true);
    expect(await s.update.execute(s.owner, { id: s.post.id, title: 'x' })).toEqual({
      ok: false,
      error: errors.forbidden,
    });
    expect(await s.update.execute(null, { id: s.post.id, title: 'x' })).toEqual({
      ok: false,
      error: errors.signInRequired,
    });
    expect(await s.update.execute(muted, { id: mutedPost.id, title: 'x' })).toEqual({
      ok: false,
      error: errors.muted,
    });
    for (const viewer of [s.fan, null])
      expect(await s.update.execute(viewer, { id: s.draft.id, title: 'x' })).toEqual({
        ok: false,
        error: errors.notFound,
      });
  });
});

describe('RemovePostImage', () => {
  it('hides one image (kept stored), recounts the version’s NSFW level and audits', async () => {
    const s = await setup();
    const [a, b, c] = s.ids as [number, number, number];

    expect(await s.remove.execute(s.author, { postId: s.post.id, imageId: b })).toEqual({
      ok: true,
      value: { id: b },
    });

    expect((await s.world.repos.posts.imagesInOrder(s.post.id)).map((image) => image.id)).toEqual([a, c]);
    expect(await s.world.repos.posts.imagesOf(s.post.id)).toHaveLength(3);
    expect(await s.world.repos.queue.waiting()).toEqual([
      { name: 'nsfwLevelUpdate', payload: { modelVersionId: s.version.id } },
    ]);
    expect((await s.world.repos.audit.ofModel(s.model.id)).map((entry) => entry.details)).toEqual([
      { postId: s.post.id, imageId: b },
    ]);
  });

  it('keeps the last image of a published post, and answers for another post’s image like a missing one', async () => {
    const s = await setup();
    const single = await s.world.given.post(aPost().of(s.version).by(s.author));
    expect(
      await s.remove.execute(s.author, { postId: single.id, imageId: single.images[0]?.id ?? 0 }),
    ).toEqual({
      ok: false,
      error: errors.lastPostImage,
    });
    expect(await s.remove.execute(s.author, { postId: single.id, imageId: s.ids[0] ?? 0 })).toEqual({
      ok: false,
      error: errors.notFound,
    });
  });

  it('lets a muted author take an image down (not post one), and refuses others', async () => {
    const s = await setup();
    const muted = await s.world.given.user(aUser().named('hushed').muted());
    const own = await s.world.given.post(aPost().of(s.version).by(muted).withImages({}, {}));
    expect((await s.remove.execute(muted, { postId: own.id, imageId: own.images[1]?.id ?? 0 })).ok).toBe(
      true,
    );
    expect(await s.remove.execute(s.fan, { postId: s.post.id, imageId: s.ids[0] ?? 0 })).toEqual({
      ok: false,
      error: errors.forbidden,
    });
  });
});

describe('DeletePost', () => {
  it('hides the post and its images (kept for a restore), keeps its review, recounts and audits', async () => {
    const s = await setup();

    expect(await s.del.execute(s.author, { id: s.post.id })).toEqual({ ok: true, value: { id: s.post.id } });

    expect(await s.world.repos.posts.ofId(s.post.id)).toBeNull();
    expect(await s.world.repos.posts.imagesInOrder(s.post.id)).toEqual([]);
    expect(await s.world.repos.posts.imagesOf(s.post.id)).toHaveLength(3);
    for (const viewer of [s.author, s.moderator, null])
      expect(await s.get.execute(viewer, { id: s.post.id })).toEqual({ ok: false, error: errors.notFound });
    expect((await s.world.repos.versions.ofId(s.version.id))?.postCount).toBe(0); // a draft does not count
    expect(await s.world.repos.queue.waiting()).toEqual([
      { name: 'nsfwLevelUpdate', payload: { modelVersionId: s.version.id } },
    ]);
    expect(await s.world.repos.audit.ofModel(s.model.id)).toEqual([
      expect.objectContaining({
        action: 'post.delete',
        actorId: s.author.id,
        details: { postId: s.post.id, imageIds: s.ids },
      }),
    ]);
    expect(await s.del.execute(s.author, { id: s.post.id })).toEqual({ ok: false, error: errors.notFound });
  });

  it('lets a moderator and a muted author delete; the model’s owner and others are refused', async () => {
    const s = await setup();
    const muted = await s.world.given.user(aUser().named('hushed').muted());
    const own = await s.world.given.post(aPost().of(s.version).by(muted));
    const before = await snapshot(s);
    expect(await s.del.execute(s.owner, { id: s.post.id })).toEqual({ ok: false, error: errors.forbidden });
    expect(await s.del.execute(null, { id: s.post.id })).toEqual({ ok: false, error: errors.signInRequired });
    expect(await s.del.execute(s.fan, { id: s.draft.id })).toEqual({ ok: false, error: errors.notFound });
    expect(await snapshot(s)).toEqual(before);
    expect((await s.del.execute(muted, { id: own.id })).ok).toBe(true);
    expect((await s.del.execute(s.moderator, { id: s.post.id })).ok).toBe(true);
  });
});
