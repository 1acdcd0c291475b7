import { describe, expect, it } from 'vitest';
import type { GalleryQuery } from '../../ports/gallery.js';
import { aPost } from '../builders/a-post.js';
import { aReview } from '../builders/a-review.js';
import { createTestWorld } from '../world/create-test-world.js';

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

/** A version with `count` posts, published one hour apart (the last one newest). */
const galleryWith = async (count: number) => {
  const world = createTestWorld();
  const version = await world.given.version();
  const posts = [];
  for (let i = 0; i < count; i++) {
    posts.push(await world.given.post(aPost().of(version)));
    world.clock.advance(HOUR);
  }
  return { world, version, posts };
};

describe('InMemoryPosts.gallery', () => {
  it('pages with a cursor through pinned posts first, then newest first, covering each card once', async () => {
    const { world, version, posts } = await galleryWith(7);
    const ids = posts.map((post) => post.id);
    const pinned = [ids[1], ids[4]] as number[];

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await world.repos.posts.gallery(
        query(version.id, { limit: 3, cursor, pinnedPostIds: pinned }),
      );
      seen.push(...page.items.map((card) => card.postId));
      expect(page.items.every((card) => card.pinned === pinned.includes(card.postId))).toBe(true);
      cursor = page.nextCursor;
      pages++;
    } while (cursor !== null);

    const rest = ids.filter((id) => !pinned.includes(id)).reverse();
    expect(seen).toEqual([...pinned, ...rest]);
    expect(pages).toBe(3);
  });

  it('gives no cursor on the last page', async () => {
    const { world, version } = await galleryWith(2);
    const page = await world.repos.posts.gallery(query(version.id, { limit: 2 }));
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toBeNull();
  });

  it('does not repeat or skip a card when a newer post arrives between pages', async () => {
    const { world, version, posts } = await galleryWith(4);
    const first = await world.repos.posts.gallery(query(version.id, { limit: 2 }));
    await world.given.post(aPost().of(version));

    const second = await world.repos.posts.gallery(query(version.id, { limit: 2, cursor: first.nextCursor }));

    expect([...first.items, ...second.items].map((c) => c.postId)).toEqual(posts.map((p) => p.id).reverse());
  });

  it('drops hidden images, hidden tags and images outside the browsing level, and omits posts left empty', async () => {
    const world = createTestWorld();
    const version = await world.given.version();
    const tag = await world.given.tag({ name: 'gore' });
    const mixed = await world.given.post(
      aPost()
        .of(version)
        .withImages({ nsfwLevel: 1 }, { nsfwLevel: 8 }, { nsfwLevel: 1, tagIds: [tag.id] }, { nsfwLevel: 2 }),
    );
    const allHidden = await world.given.post(aPost().of(version).withImages({ nsfwLevel: 1 }));
    const tooSpicy = await world.given.post(aPost().of(version).nsfwLevel(16));
    const [kept, spicy, tagged, hidden] = mixed.images.map((image) => image.id);

    const page = await world.repos.posts.gallery(
      query(version.id, {
        browsingLevel: 1 | 2,
        hiddenImageIds: [hidden as number, ...allHidden.images.map((image) => image.id)],
        hiddenTagIds: [tag.id],
      }),
    );

    expect(page.items.map((card) => card.postId)).toEqual([mixed.id]);
    expect(page.items[0]?.images.map((image) => image.id)).toEqual([kept]);
    expect(mixed.images.map((image) => image.id)).toEqual([kept, spicy, tagged, hidden]);
    expect(page.items.map((card) => card.postId)).not.toContain(tooSpicy.id);
  });

  it('shows nothing at browsing level zero', async () => {
    const { world, version } = await galleryWith(2);
    expect((await world.repos.posts.gallery(query(version.id, { browsingLevel: 0 }))).items).toEqual([]);
  });

  it('omits posts by hidden users and keeps only images with a chosen tag', async () => {
    const world = createTestWorld();
    const version = await world.given.version();
    const tag = await world.given.tag({ name: 'portrait' });
    const troll = await world.given.user();
    await world.given.post(
      aPost()
        .of(version)
        .by(troll)
        .withImages({ tagIds: [tag.id] }),
    );
    await world.given.post(aPost().of(version));
    const tagged = await world.given.post(
      aPost()
        .of(version)
        .withImages({ tagIds: [tag.id] }, {}),
    );

    const page = await world.repos.posts.gallery(
      query(version.id, { hiddenUserIds: [troll.id], tagIds: [tag.id] }),
    );

    expect(page.items.map((card) => card.postId)).toEqual([tagged.id]);
    expect(page.items[0]?.images.map((image) => image.id)).toEqual([tagged.images[0]?.id]);
  });

  it('leaves out unpublished and future posts, and posts of other versions', async () => {
    const world = createTestWorld();
    const version = await world.given.version();
    const other = await world.given.version();
    const shown = await world.given.post(aPost().of(version));
    await world.given.post(aPost().of(version).unpublished());
    await world.given.post(
      aPost()
        .of(version)
        .publishedAt(new Date(world.clock.now().getTime() + HOUR)),
    );
    await world.given.post(aPost().of(other));

    const page = await world.repos.posts.gallery(query(version.id));

    expect(page.items.map((card) => card.postId)).toEqual([shown.id]);
  });

  it('puts the author and the review on the card', async () => {
    const world = createTestWorld();
    const version = await world.given.version();
    const author = await world.given.user();
    const review = await world.given.review(aReview().of(version).by(author).down().details('meh'));
    await world.given.post(aPost().of(version).by(author).forReview(review));

    const [card] = (await world.repos.posts.gallery(query(version.id))).items;

    expect(card?.user).toEqual({ id: author.id, username: author.username });
    expect(card?.review).toEqual({ recommended: false, details: 'meh' });
  });
});
