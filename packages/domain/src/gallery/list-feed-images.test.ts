import { describe, expect, it } from 'vitest';
import { aModel, aPost, aUser, aVersion, createTestWorld, DEFAULT_NOW } from '../testing/index.js';
import { type FeedImage, ListFeedImages } from './list-feed-images.js';

const DAY = 86_400_000;
const ago = (days: number) => new Date(DEFAULT_NOW.getTime() - days * DAY);

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const alice = await world.given.user(aUser().named('alice'));
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const version = await world.given.version(aVersion().of(model));
  const second = await world.given.version(aVersion().of(model).index(1));
  const otherModel = await world.given.model(aModel().ownedBy(owner).published());
  const otherVersion = await world.given.version(aVersion().of(otherModel));
  // Newest first: three, two, one; their images in post order.
  const one = await world.given.post(aPost().of(version).by(owner).publishedAt(ago(3)).withImages({}, {}));
  const two = await world.given.post(aPost().of(second).by(alice).publishedAt(ago(2)).withImages({}));
  const three = await world.given.post(
    aPost().of(otherVersion).by(alice).publishedAt(ago(1)).withImages({}, {}, {}),
  );
  const list = (input: Partial<Parameters<ListFeedImages['execute']>[1]> = {}, viewer = null) =>
    new ListFeedImages(world.deps).execute(viewer, {
      sort: 'Newest',
      period: 'AllTime',
      browsingLevel: 31,
      limit: 100,
      cursor: null,
      ...input,
    });
  const page = async (...args: Parameters<typeof list>) => {
    const answer = await list(...args);
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.value;
  };
  const imageIds = (...posts: { images: { id: number }[] }[]) =>
    posts.flatMap((post) => post.images.map((image) => image.id));
  return { world, owner, alice, model, version, second, otherModel, one, two, three, list, page, imageIds };
};

const ids = (items: FeedImage[]) => items.map((image) => image.id);

describe('ListFeedImages (GET /api/v1/images)', () => {
  it('lists the feed’s posts as their images, each with its author, version and publication', async () => {
    const { page, imageIds, one, two, three, version, alice } = await setup();
    const { items, nextCursor } = await page();
    expect(ids(items)).toEqual(imageIds(three, two, one));
    expect(nextCursor).toBeNull();
    const last = items[items.length - 1];
    expect(last).toMatchObject({
      postId: one.id,
      modelVersionId: version.id,
      publishedAt: ago(3),
      user: { username: 'owner' },
    });
    expect(items[0]?.user).toEqual({ id: alice.id, username: 'alice' });
  });

  it('narrows to one model, version, post or author; an unknown author lists nothing', async () => {
    const { page, imageIds, model, second, one, two, three } = await setup();
    expect(ids((await page({ modelId: model.id })).items)).toEqual(imageIds(two, one));
    expect(ids((await page({ modelVersionId: second.id })).items)).toEqual(imageIds(two));
    expect(ids((await page({ postId: three.id })).items)).toEqual(imageIds(three));
    expect(ids((await page({ username: 'ALICE' })).items)).toEqual(imageIds(three, two));
    expect(ids((await page({ username: 'alice', modelId: model.id })).items)).toEqual(imageIds(two));
    expect(await page({ username: 'nobody' })).toEqual({ items: [], nextCursor: null });
  });

  it('ends a page between two posts, at most `limit` images, and goes on from there without a gap', async () => {
    const { page, imageIds, one, two, three } = await setup();
    const first = await page({ limit: 4 });
    expect(ids(first.items)).toEqual(imageIds(three, two));
    expect(first.nextCursor).not.toBeNull();
    const rest = await page({ limit: 4, cursor: first.nextCursor });
    expect(ids(rest.items)).toEqual(imageIds(one));
    expect(rest.nextCursor).toBeNull();
  });

  it('lets a post with more images than `limit` fill its page alone, so every page moves on', async () => {
    const { page, imageIds, one, two, three } = await setup();
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next = await page({ limit: 1, cursor });
      seen.push(...ids(next.items));
      cursor = next.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(seen).toEqual(imageIds(three, two, one));
    expect(pages).toBe(3);
  });

  it('applies the feed’s rules: hidden models and versions, gallery settings and browsing level', async () => {
    const { world, owner, page, imageIds, model, version, one, two, three } = await setup();
    const draft = await world.given.model(aModel().ownedBy(owner).draft());
    const draftVersion = await world.given.version(aVersion().of(draft).draft());
    await world.given.post(aPost().of(draftVersion).by(owner).publishedAt(ago(1)));
    const hidden = await world.given.model(aModel().ownedBy(owner).private());
    await world.given.post(
      aPost()
        .of(await world.given.version(aVersion().of(hidden)))
        .by(owner)
        .publishedAt(ago(1)),
    );
    const mature = await world.given.post(aPost().of(version).by(owner).nsfwLevel(8));
    expect(ids((await page()).items)).toEqual(imageIds(mature, three, two, one));
    expect(ids((await page({ modelId: draft.id })).items)).toEqual([]);
    expect(ids((await page({ modelId: hidden.id })).items)).toEqual([]);
    expect(ids((await page({ browsingLevel: 1 })).items)).toEqual(imageIds(three, two, one));
    const settings = await world.repos.gallerySettings.of(model.id);
    await world.repos.gallerySettings.save(model.id, { ...settings, hiddenImages: imageIds(one) });
    expect(ids((await page({ modelId: model.id, browsingLevel: 1 })).items)).toEqual(imageIds(two));
  });

  it('refuses a limit out of range and a cursor no page made', async () => {
    const { list } = await setup();
    for (const limit of [0, 201, 1.5])
      expect(await list({ limit }), `${limit}`).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT' },
      });
    expect(await list({ cursor: 'garbage' })).toMatchObject({
      ok: false,
      error: { code: 'GALLERY.INVALID_CURSOR' },
    });
  });
});
