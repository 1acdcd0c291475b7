import { type GalleryQuery, postImageUrl } from '@atelier/domain';
import { aModel, aPost, aReview, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import type { KnexWorld } from './testing/create-knex-world.js';
import { databases, statementsDuring } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const HOUR = 3_600_000;

const query = (modelVersionId: number, fields: Partial<GalleryQuery> = {}): GalleryQuery => ({
  modelVersionId,
  limit: 50,
  cursor: null,
  browsingLevel: 31,
  hiddenImageIds: [],
  hiddenUserIds: [],
  hiddenTagIds: [],
  pinnedPostIds: [],
  tagIds: [],
  ...fields,
});

/** Every card id, following cursors page by page; also how many pages it took. */
const allPages = async (world: KnexWorld, first: GalleryQuery) => {
  const seen: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await world.repos.posts.gallery({ ...first, cursor });
    seen.push(...page.items.map((card) => card.postId));
    cursor = page.nextCursor;
    pages++;
  } while (cursor !== null && pages < 100);
  return { seen, pages };
};

describe.each(databases)('KnexPosts on $name', (database) => {
  const world = useKnexWorld(database);

  /** A version with `count` posts, published one hour apart (the last one newest). */
  const galleryWith = async (count: number) => {
    const w = world();
    const version = await w.given.version();
    const posts = [];
    for (let i = 0; i < count; i++) {
      posts.push(await w.given.post(aPost().of(version)));
      w.clock.advance(HOUR);
    }
    return { version, posts };
  };

  it('round-trips a post and its images, tags in order', async () => {
    const { repos, given } = world();
    const version = await given.version();
    const author = await given.user();
    const [t1, t2] = [await given.tag(), await given.tag()];
    const at = new Date('2026-03-04T05:06:07.008Z');
    const meta = {
      software: 'A1111' as const,
      prompt: 'a harbour at dusk',
      negativePrompt: null,
      sampler: 'Euler a',
      seed: 1234567890123,
      steps: 28,
      cfgScale: 6.5,
      model: 'lumenRealism_v3',
    };

    const post = await repos.posts.create(
      { userId: author.id, modelVersionId: version.id, title: 'Hello', publishedAt: at, reviewId: null },
      [
        {
          url: 'a.png',
          width: 512,
          height: 768,
          nsfwLevel: 4,
          hash: 'LEHV6nWB2yk8',
          tagIds: [t2.id, t1.id],
          reactionCount: 3,
          meta,
        },
        {
          url: 'b.png',
          width: 1,
          height: 2,
          nsfwLevel: 1,
          hash: null,
          tagIds: [],
          reactionCount: 0,
          meta: null,
        },
      ],
    );

    expect(await repos.posts.ofId(post.id)).toEqual({
      id: post.id,
      userId: author.id,
      modelVersionId: version.id,
      title: 'Hello',
      publishedAt: at,
      reviewId: null,
    });
    const images = await repos.posts.imagesOf(post.id);
    expect(images.map(({ id, ...image }) => image)).toEqual([
      {
        postId: post.id,
        url: 'a.png',
        width: 512,
        height: 768,
        nsfwLevel: 4,
        hash: 'LEHV6nWB2yk8',
        tagIds: [t2.id, t1.id],
        reactionCount: 3,
        meta,
      },
      {
        postId: post.id,
        url: 'b.png',
        width: 1,
        height: 2,
        nsfwLevel: 1,
        hash: null,
        tagIds: [],
        reactionCount: 0,
        meta: null,
      },
    ]);
    expect(images[0]?.id).toBeLessThan(images[1]?.id ?? 0);
    expect(await repos.posts.ofId(post.id + 1)).toBeNull();
  });

  it('tells the version of existing posts and of the posts of existing images, leaving unknown ids out', async () => {
    const { given, repos } = world();
    const version = await given.version();
    const post = await given.post(aPost().of(version).withImages({}, {}));
    const loose = await given.post(aPost().withImages({}));
    const [first, second] = post.images.map((image) => image.id) as [number, number];
    const looseImage = loose.images[0]?.id as number;

    expect(await repos.posts.versionIdsOf([post.id, loose.id, 999_999])).toEqual(
      new Map([
        [post.id, version.id],
        [loose.id, null],
      ]),
    );
    expect(await repos.posts.versionIdsOfImages([first, second, looseImage, 999_999])).toEqual(
      new Map([
        [first, version.id],
        [second, version.id],
        [looseImage, null],
      ]),
    );
    expect(await repos.posts.versionIdsOf([])).toEqual(new Map());
  });

  it("reads the sights of a stored image in one go: each row's post, model with the author's state, version and the owner's hiding", async () => {
    const { given, repos } = world();
    const author = await given.user();
    const model = await given.model(aModel().ownedBy(author).published());
    const version = await given.version(aVersion().of(model).draft());
    const [shownKey, hiddenKey, sharedKey] = ['a', 'b', 'c'].map((c) => c.repeat(32)) as [
      string,
      string,
      string,
    ];
    const post = await given.post(
      aPost()
        .of(version)
        .unpublished()
        .withImages({ url: postImageUrl(shownKey, 'png') }, { url: postImageUrl(hiddenKey, 'webp') }),
    );
    const loose = await given.post(aPost().withImages({ url: postImageUrl(sharedKey, 'jpeg') }));
    await given.post(
      aPost()
        .of(version)
        .withImages({ url: postImageUrl(sharedKey, 'jpeg') }),
    );
    const hidden = post.images[1]?.id as number;
    await repos.gallerySettings.save(model.id, {
      ...(await repos.gallerySettings.of(model.id)),
      hiddenImages: [hidden],
    });
    await repos.users.save({ ...author, banned: true });

    expect(await repos.posts.imageSights(shownKey)).toEqual([
      {
        post: { userId: post.userId, publishedAt: null },
        model: {
          userId: author.id,
          status: 'Published',
          availability: model.availability,
          locked: false,
          deletedAt: null,
          publishedAt: model.publishedAt,
          author: { deletedAt: null, banned: true },
        },
        version: { status: 'Draft', publishedAt: version.publishedAt },
        hiddenByOwner: false,
        deleted: false,
      },
    ]);
    expect(await repos.posts.imageSights(hiddenKey)).toMatchObject([{ hiddenByOwner: true }]);
    const shared = await repos.posts.imageSights(sharedKey);
    expect(shared).toHaveLength(2);
    expect(shared[0]).toEqual({
      post: { userId: loose.userId, publishedAt: loose.publishedAt },
      model: null,
      version: null,
      hiddenByOwner: false,
      deleted: false,
    });
    expect(await repos.posts.imageSights('d'.repeat(32))).toEqual([]);
  });

  it('pages with a cursor through pinned posts first, then newest first, covering each card once', async () => {
    const { version, posts } = await galleryWith(7);
    const ids = posts.map((post) => post.id);
    const pinned = [ids[4], ids[1]] as number[];

    const { seen, pages } = await allPages(world(), query(version.id, { limit: 3, pinnedPostIds: pinned }));

    expect(seen).toEqual([...pinned, ...ids.filter((id) => !pinned.includes(id)).reverse()]);
    expect(pages).toBe(3);
    const [card] = (await world().repos.posts.gallery(query(version.id, { limit: 1, pinnedPostIds: pinned })))
      .items;
    expect(card?.pinned).toBe(true);
  });

  it('pages through posts published at the same instant by id, newest id first', async () => {
    const { repos, given } = world();
    const version = await given.version();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await given.post(aPost().of(version))).id);

    const { seen } = await allPages(world(), query(version.id, { limit: 2 }));

    expect(seen).toEqual([...ids].reverse());
    expect((await repos.posts.gallery(query(version.id, { limit: 5 }))).nextCursor).toBeNull();
  });

  it('skips pinned posts that are hidden, missing or of another version, without breaking the page', async () => {
    const { repos, given } = world();
    const { version, posts } = await galleryWith(3);
    const troll = await given.user();
    const trolled = await given.post(aPost().of(version).by(troll));
    const elsewhere = await given.post(aPost());
    const ids = posts.map((p) => p.id);

    const same = query(version.id, {
      limit: 2,
      pinnedPostIds: [trolled.id, 999, elsewhere.id, ids[0] as number, ids[0] as number],
      hiddenUserIds: [troll.id],
    });
    const page = await repos.posts.gallery(same);
    const rest = await repos.posts.gallery({ ...same, cursor: page.nextCursor });
    // The pinned posts and the timeline's together, each with its images.
    expect(await statementsDuring(world().knex, () => repos.posts.gallery(same))).toHaveLength(1);

    expect(page.items.map((c) => [c.postId, c.pinned])).toEqual([
      [ids[0], true],
      [ids[2], false],
    ]);
    expect(rest.items.map((c) => c.postId)).toEqual([ids[1]]);
    expect(rest.nextCursor).toBeNull();
  });

  it('gives no cursor on the last page', async () => {
    const { version } = await galleryWith(2);
    const page = await world().repos.posts.gallery(query(version.id, { limit: 2 }));
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toBeNull();
  });

  it('does not repeat or skip a card when a newer post arrives between pages', async () => {
    const { version, posts } = await galleryWith(4);
    const { repos, given } = world();
    const first = await repos.posts.gallery(query(version.id, { limit: 2 }));
    await given.post(aPost().of(version));

    const second = await repos.posts.gallery(query(version.id, { limit: 2, cursor: first.nextCursor }));

    expect([...first.items, ...second.items].map((c) => c.postId)).toEqual(posts.map((p) => p.id).reverse());
  });

  it('drops hidden images, hidden tags and images outside the browsing level, and omits posts left empty', async () => {
    const { repos, given } = world();
    const version = await given.version();
    const tag = await given.tag({ name: 'gore' });
    const mixed = await given.post(
      aPost()
        .of(version)
        .withImages({ nsfwLevel: 1 }, { nsfwLevel: 8 }, { nsfwLevel: 1, tagIds: [tag.id] }, { nsfwLevel: 2 }),
    );
    const allHidden = await given.post(aPost().of(version).withImages({ nsfwLevel: 1 }));
    await given.post(aPost().of(version).nsfwLevel(16));
    const [kept, , , hidden] = mixed.images.map((image) => image.id);

    const page = await repos.posts.gallery(
      query(version.id, {
        browsingLevel: 1 | 2,
        hiddenImageIds: [hidden as number, ...allHidden.images.map((image) => image.id)],
        hiddenTagIds: [tag.id],
      }),
    );

    expect(page.items.map((card) => card.postId)).toEqual([mixed.id]);
    expect(page.items[0]?.images).toEqual([mixed.images[0]]);
    expect(page.items[0]?.images.map((image) => image.id)).toEqual([kept]);
  });

  it('shows nothing at browsing level zero', async () => {
    const { version } = await galleryWith(2);
    expect((await world().repos.posts.gallery(query(version.id, { browsingLevel: 0 }))).items).toEqual([]);
  });

  it('omits posts by hidden users and keeps only images with a chosen tag', async () => {
    const { repos, given } = world();
    const version = await given.version();
    const tag = await given.tag({ name: 'portrait' });
    const troll = await given.user();
    await given.post(
      aPost()
        .of(version)
        .by(troll)
        .withImages({ tagIds: [tag.id] }),
    );
    await given.post(aPost().of(version));
    const tagged = await given.post(
      aPost()
        .of(version)
        .withImages({ tagIds: [tag.id] }, {}),
    );

    const page = await repos.posts.gallery(
      query(version.id, { hiddenUserIds: [troll.id], tagIds: [tag.id] }),
    );

    expect(page.items.map((card) => card.postId)).toEqual([tagged.id]);
    expect(page.items[0]?.images.map((image) => image.id)).toEqual([tagged.images[0]?.id]);
    expect(page.items[0]?.images[0]?.tagIds).toEqual([tag.id]);
  });

  it('leaves out unpublished and future posts, and posts of other versions', async () => {
    const { repos, given, clock } = world();
    const version = await given.version();
    const other = await given.version();
    const shown = await given.post(aPost().of(version));
    await given.post(aPost().of(version).unpublished());
    const future = await given.post(
      aPost()
        .of(version)
        .publishedAt(new Date(clock.now().getTime() + HOUR)),
    );
    await given.post(aPost().of(other));

    expect((await repos.posts.gallery(query(version.id))).items.map((c) => c.postId)).toEqual([shown.id]);
    clock.advance(HOUR);
    expect((await repos.posts.gallery(query(version.id))).items.map((c) => c.postId)).toEqual([
      future.id,
      shown.id,
    ]);
  });

  it('puts the author, the date and the review on the card', async () => {
    const { repos, given, clock } = world();
    const version = await given.version();
    const author = await given.user();
    const review = await given.review(aReview().of(version).by(author).down().details('meh'));
    const post = await given.post(aPost().of(version).by(author).forReview(review));

    const [card] = (await repos.posts.gallery(query(version.id))).items;

    expect(card).toEqual({
      postId: post.id,
      publishedAt: clock.now(),
      images: post.images,
      user: { id: author.id, username: author.username },
      review: { recommended: false, details: 'meh' },
      modelVersionId: version.id,
      pinned: false,
    });
  });

  it('refuses a cursor it did not make', async () => {
    const { version } = await galleryWith(1);
    await expect(world().repos.posts.gallery(query(version.id, { cursor: 'nope' }))).rejects.toThrow(
      /cursor/,
    );
  });
});
