import type { Image, ImagePostCard, ImageSight, Post } from '../../gallery/gallery.js';
import {
  decodeGalleryCursor,
  encodeGalleryCursor,
  type GalleryKey,
  pinnedKey,
  reactionsKey,
  timelineKey,
} from '../../gallery/gallery-cursor.js';
import { contentKeyOfImageUrl } from '../../gallery/post-images.js';
import { isVersionPublic } from '../../models/visibility.js';
import type {
  CoverQuery,
  FeedCard,
  FeedQuery,
  GalleryQuery,
  PostImageEdit,
  Posts,
  PostWithImages,
  ShowcaseQuery,
  VersionPostsQuery,
} from '../../ports/gallery.js';
import type { New } from '../../ports/new.js';
import { deepClone } from './clone.js';
import type { InMemoryDatabase } from './database.js';
import { InMemoryModels } from './models.js';
import { findRow, insert, requireRow, update } from './table.js';

/** Cards are shown in ascending key order (gallery-cursor.ts). */
const compareKeys = (a: GalleryKey, b: GalleryKey): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The key a page's cursor names; a cursor no page made is a bug of the caller (the use cases refuse it first). */
const keyOfCursor = (cursor: string): GalleryKey => {
  const key = decodeGalleryCursor(cursor);
  if (key === null) throw new Error(`invalid gallery cursor: ${cursor}`);
  return key;
};

export class InMemoryPosts implements Posts {
  constructor(private readonly db: InMemoryDatabase) {}

  async ofId(id: number): Promise<Post | null> {
    return this.db.state.hiddenWith.posts.has(id) ? null : findRow(this.db.state.posts, id);
  }

  async save(post: Post): Promise<void> {
    update(this.db.state.posts, post, 'post');
  }

  async imagesInOrder(postId: number): Promise<Image[]> {
    const images = await this.imagesOf(postId);
    return this.inOrder(images.filter((image) => !this.db.state.hiddenWith.images.has(image.id)));
  }

  async saveImages(postId: number, images: readonly PostImageEdit[]): Promise<void> {
    const state = this.db.state;
    images.forEach((edit, position) => {
      const image = requireRow(state.images, edit.id, 'image');
      if (image.postId !== postId) throw new Error(`image ${edit.id} is not of post ${postId}`);
      update(state.images, { ...image, nsfwLevel: edit.nsfwLevel, tagIds: [...edit.tagIds] }, 'image');
      state.imagePositions.set(edit.id, position);
    });
  }

  async hideImage(imageId: number): Promise<void> {
    requireRow(this.db.state.images, imageId, 'image');
    this.db.state.hiddenWith.images.set(imageId, `image:${imageId}`);
  }

  async hidePost(postId: number): Promise<void> {
    const state = this.db.state;
    const marker = `post:${postId}`;
    if (state.hiddenWith.posts.has(postId)) return;
    state.hiddenWith.posts.set(postId, marker);
    for (const image of await this.imagesOf(postId))
      if (!state.hiddenWith.images.has(image.id)) state.hiddenWith.images.set(image.id, marker);
  }

  /** Images in their post's order: by position, then id (as the SQL adapter orders them). */
  private inOrder(images: Image[]): Image[] {
    const positions = this.db.state.imagePositions;
    return images.sort((a, b) => (positions.get(a.id) ?? 0) - (positions.get(b.id) ?? 0) || a.id - b.id);
  }

  async versionIdsOf(postIds: readonly number[]): Promise<Map<number, number | null>> {
    const posts = postIds.flatMap((id) => this.db.state.posts.rows.get(id) ?? []);
    return new Map(posts.map((post) => [post.id, post.modelVersionId]));
  }

  async versionIdsOfImages(imageIds: readonly number[]): Promise<Map<number, number | null>> {
    const found = new Map<number, number | null>();
    for (const id of imageIds) {
      const image = this.db.state.images.rows.get(id);
      const post = image && this.db.state.posts.rows.get(image.postId);
      if (post !== undefined) found.set(id, post.modelVersionId);
    }
    return found;
  }

  async imageSights(contentKey: string): Promise<ImageSight[]> {
    const images = [...this.db.state.images.rows.values()].filter(
      (image) => contentKeyOfImageUrl(image.url) === contentKey,
    );
    const sights = await Promise.all(images.map((image) => this.imageSight(image.postId, image.id)));
    return sights.filter((sight) => sight !== null);
  }

  private async imageSight(postId: number, imageId: number): Promise<ImageSight | null> {
    const state = this.db.state;
    const image = state.images.rows.get(imageId);
    const post = state.posts.rows.get(postId);
    if (image === undefined || post === undefined || image.postId !== postId) return null;
    const deleted = state.hiddenWith.images.has(imageId) || state.hiddenWith.posts.has(postId);
    const version = post.modelVersionId === null ? undefined : state.versions.rows.get(post.modelVersionId);
    const model = version === undefined ? null : await new InMemoryModels(this.db).ofId(version.modelId);
    const sightOfPost = { userId: post.userId, publishedAt: post.publishedAt && new Date(post.publishedAt) };
    if (version === undefined || model === null)
      return { post: sightOfPost, model: null, version: null, hiddenByOwner: false, deleted };
    const hiddenImages = state.gallerySettings.get(model.id)?.hiddenImages ?? [];
    return {
      post: sightOfPost,
      model,
      version: { status: version.status, publishedAt: version.publishedAt && new Date(version.publishedAt) },
      hiddenByOwner: hiddenImages.includes(imageId),
      deleted,
    };
  }

  async create(post: New<Post>, images: New<Image, 'postId'>[]): Promise<Post> {
    const state = this.db.state;
    requireRow(state.users, post.userId, 'user');
    if (post.modelVersionId !== null) requireRow(state.versions, post.modelVersionId, 'version');
    const stored = insert(state.posts, post);
    images.forEach((image, position) => {
      const created = insert(state.images, { ...image, postId: stored.id });
      state.imagePositions.set(created.id, position);
    });
    return stored;
  }

  async addImage(postId: number, image: New<Image, 'postId'>): Promise<Image> {
    const state = this.db.state;
    requireRow(state.posts, postId, 'post');
    const positions = (await this.imagesOf(postId)).map((other) => state.imagePositions.get(other.id) ?? 0);
    const created = insert(state.images, { ...image, postId });
    state.imagePositions.set(created.id, positions.length === 0 ? 0 : Math.max(...positions) + 1);
    return created;
  }

  async imageCount(postId: number): Promise<number> {
    return (await this.imagesOf(postId)).filter((image) => !this.db.state.hiddenWith.images.has(image.id))
      .length;
  }

  async ofVersion(query: VersionPostsQuery): Promise<{ items: PostWithImages[]; nextCursor: number | null }> {
    const state = this.db.state;
    const now = this.db.clock.now().getTime();
    const posts = [...state.posts.rows.values()]
      .filter(
        (post) =>
          post.modelVersionId === query.modelVersionId &&
          !state.hiddenWith.posts.has(post.id) &&
          post.publishedAt !== null &&
          post.publishedAt.getTime() <= now &&
          (query.userId === null || post.userId === query.userId) &&
          !query.hiddenUserIds.includes(post.userId) &&
          (query.cursor === null || post.id < query.cursor),
      )
      .sort((a, b) => b.id - a.id);
    const page = posts.slice(0, query.limit);
    const items: PostWithImages[] = [];
    for (const post of page) {
      const images = (await this.imagesInOrder(post.id)).filter(
        (image) => !query.hiddenImageIds.includes(image.id),
      );
      items.push({ ...deepClone(post), images });
    }
    const last = page[page.length - 1];
    return { items, nextCursor: posts.length > page.length && last !== undefined ? last.id : null };
  }

  /** The images of a post, in id order (not part of the port; handy for tests). */
  async imagesOf(postId: number): Promise<Image[]> {
    return [...this.db.state.images.rows.values()].filter((image) => image.postId === postId).map(deepClone);
  }

  /**
   * Published posts (publishedAt set and not in the future) of the version. Images are dropped when hidden, when
   * their tags are hidden, when `nsfwLevel & browsingLevel` is 0, or (with `tagIds`) when they carry none of those
   * tags; posts by hidden users and posts left without images are omitted.
   */
  async gallery(query: GalleryQuery): Promise<{ items: ImagePostCard[]; nextCursor: string | null }> {
    const state = this.db.state;
    const now = this.db.clock.now().getTime();
    const pinned = [...new Set(query.pinnedPostIds)];
    const cards: { key: GalleryKey; card: ImagePostCard }[] = [];
    for (const post of state.posts.rows.values()) {
      if (post.modelVersionId !== query.modelVersionId) continue;
      if (state.hiddenWith.posts.has(post.id)) continue;
      if (post.publishedAt === null || post.publishedAt.getTime() > now) continue;
      if (query.hiddenUserIds.includes(post.userId)) continue;
      const images = this.inOrder(
        [...state.images.rows.values()].filter(
          (image) => image.postId === post.id && this.isShown(image, query),
        ),
      );
      if (images.length === 0) continue;
      const pinIndex = pinned.indexOf(post.id);
      const key = pinIndex >= 0 ? pinnedKey(pinIndex) : timelineKey(post.publishedAt, post.id);
      cards.push({ key, card: this.toCard(post, images, pinIndex >= 0) });
    }
    cards.sort((a, b) => compareKeys(a.key, b.key));
    const after = query.cursor === null ? null : keyOfCursor(query.cursor);
    const rest = after === null ? cards : cards.filter(({ key }) => compareKeys(key, after) > 0);
    const page = rest.slice(0, query.limit);
    const last = page[page.length - 1];
    const nextCursor = rest.length > page.length && last !== undefined ? encodeGalleryCursor(last.key) : null;
    return { items: page.map(({ card }) => card), nextCursor };
  }

  async feed(query: FeedQuery): Promise<{ items: FeedCard[]; nextCursor: string | null }> {
    const state = this.db.state;
    const now = this.db.clock.now().getTime();
    const shown = { browsingLevel: query.browsingLevel, hiddenImageIds: [], hiddenTagIds: [], tagIds: [] };
    const cards: { key: GalleryKey; card: FeedCard }[] = [];
    for (const post of state.posts.rows.values()) {
      if (post.modelVersionId === null || state.hiddenWith.posts.has(post.id)) continue;
      if (post.publishedAt === null || post.publishedAt.getTime() > now) continue;
      if (query.since !== null && post.publishedAt.getTime() < query.since.getTime()) continue;
      if (query.postId !== null && post.id !== query.postId) continue;
      if (query.userId !== null && post.userId !== query.userId) continue;
      if (query.modelVersionId !== null && post.modelVersionId !== query.modelVersionId) continue;
      const version = state.versions.rows.get(post.modelVersionId);
      if (version === undefined || (query.modelId !== null && version.modelId !== query.modelId)) continue;
      const images = this.inOrder(
        [...state.images.rows.values()].filter(
          (image) => image.postId === post.id && this.isShown(image, shown),
        ),
      );
      if (images.length === 0) continue;
      const reactions = [...state.images.rows.values()]
        .filter((image) => image.postId === post.id && !state.hiddenWith.images.has(image.id))
        .reduce((sum, image) => sum + image.reactionCount, 0);
      const key =
        query.sort === 'Newest' ? timelineKey(post.publishedAt, post.id) : reactionsKey(reactions, post.id);
      const card = {
        ...this.toCard(post, images, false),
        modelId: version.modelId,
        modelVersionId: version.id,
        cursor: encodeGalleryCursor(key),
      };
      cards.push({ key, card });
    }
    cards.sort((a, b) => compareKeys(a.key, b.key));
    const after = query.cursor === null ? null : keyOfCursor(query.cursor);
    const rest = after === null ? cards : cards.filter(({ key }) => compareKeys(key, after) > 0);
    const page = rest.slice(0, query.limit);
    const last = page[page.length - 1];
    const nextCursor = rest.length > page.length && last !== undefined ? encodeGalleryCursor(last.key) : null;
    return { items: page.map(({ card }) => card), nextCursor };
  }

  async firstCard(query: ShowcaseQuery): Promise<ImagePostCard | null> {
    const [first] = this.oldestCards(query);
    return first === undefined ? null : this.toCard(first.post, first.images, false);
  }

  async firstCards(queries: readonly ShowcaseQuery[]): Promise<Map<number, ImagePostCard>> {
    const cards = new Map<number, ImagePostCard>();
    for (const query of queries) {
      const card = await this.firstCard(query);
      if (card !== null) cards.set(query.modelVersionId, card);
    }
    return cards;
  }

  async covers(queries: readonly CoverQuery[]): Promise<Map<number, Image>> {
    const now = this.db.clock.now();
    const covers = new Map<number, Image>();
    for (const query of queries) {
      const versions = [...this.db.state.versions.rows.values()]
        .filter((version) => version.modelId === query.modelId && isVersionPublic(version, now))
        .sort((a, b) => a.index - b.index || a.id - b.id);
      for (const version of versions) {
        const [first] = this.oldestCards({ ...query, modelVersionId: version.id });
        const image = first?.images[0];
        if (image !== undefined) {
          covers.set(query.modelId, deepClone(image));
          break;
        }
      }
    }
    return covers;
  }

  /** The version's posts with shown images, oldest first (the showcase's order), each with its images in order. */
  private oldestCards(query: ShowcaseQuery): { post: Post; images: Image[] }[] {
    const state = this.db.state;
    const now = this.db.clock.now().getTime();
    const filter = { ...query, tagIds: [] };
    const position = (image: Image) => state.imagePositions.get(image.id) ?? 0;
    return [...state.posts.rows.values()]
      .filter(
        (post) =>
          post.modelVersionId === query.modelVersionId &&
          !state.hiddenWith.posts.has(post.id) &&
          post.publishedAt !== null &&
          post.publishedAt.getTime() <= now &&
          !query.hiddenUserIds.includes(post.userId),
      )
      .sort((a, b) => (a.publishedAt?.getTime() ?? 0) - (b.publishedAt?.getTime() ?? 0) || a.id - b.id)
      .map((post) => ({
        post,
        images: [...state.images.rows.values()]
          .filter((image) => image.postId === post.id && this.isShown(image, filter))
          .sort((a, b) => position(a) - position(b) || a.id - b.id),
      }))
      .filter(({ images }) => images.length > 0);
  }

  private isShown(
    image: Image,
    query: Pick<GalleryQuery, 'hiddenImageIds' | 'browsingLevel' | 'hiddenTagIds' | 'tagIds'>,
  ): boolean {
    if (this.db.state.hiddenWith.images.has(image.id)) return false;
    if (query.hiddenImageIds.includes(image.id)) return false;
    if ((image.nsfwLevel & query.browsingLevel) === 0) return false;
    if (image.tagIds.some((tagId) => query.hiddenTagIds.includes(tagId))) return false;
    return query.tagIds.length === 0 || image.tagIds.some((tagId) => query.tagIds.includes(tagId));
  }

  private toCard(post: Post, images: Image[], pinned: boolean): ImagePostCard {
    const state = this.db.state;
    const user = requireRow(state.users, post.userId, 'user');
    const review = post.reviewId === null ? undefined : state.reviews.rows.get(post.reviewId);
    return {
      postId: post.id,
      publishedAt: post.publishedAt === null ? null : new Date(post.publishedAt),
      images: images.map(deepClone),
      user: { id: user.id, username: user.username },
      review: review === undefined ? null : { recommended: review.recommended, details: review.details },
      modelVersionId: post.modelVersionId,
      pinned,
    };
  }
}
