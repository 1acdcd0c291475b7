import type { Image, ImagePostCard, ImageSight, Post } from '../../gallery/gallery.js';
import type { GalleryQuery, Posts, PostWithImages, VersionPostsQuery } from '../../ports/gallery.js';
import type { New } from '../../ports/new.js';
import { deepClone } from './clone.js';
import type { InMemoryDatabase } from './database.js';
import { InMemoryModels } from './models.js';
import { findRow, insert, requireRow } from './table.js';

/** Where a card sits in the gallery order: pinned ones by pin position, then newest first, ties by newer id. */
type SortKey = [group: number, primary: number, secondary: number];

const compareKeys = (a: SortKey, b: SortKey): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

// The cursor is the sort key of the last card served, so a page never repeats or skips a card when posts
// are added or removed between pages (keyset paging, as the SQL adapter does it).
const encodeCursor = (key: SortKey): string => `gc.${key.join('.')}`;
const decodeCursor = (cursor: string): SortKey => {
  const parts = cursor.split('.');
  const key = parts.slice(1).map(Number);
  if (parts[0] !== 'gc' || key.length !== 3 || key.some((n) => !Number.isFinite(n))) {
    throw new Error(`invalid gallery cursor: ${cursor}`);
  }
  return key as SortKey;
};

export class InMemoryPosts implements Posts {
  constructor(private readonly db: InMemoryDatabase) {}

  async ofId(id: number): Promise<Post | null> {
    return findRow(this.db.state.posts, id);
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

  async imageSight(postId: number, imageId: number): Promise<ImageSight | null> {
    const state = this.db.state;
    const image = state.images.rows.get(imageId);
    const post = state.posts.rows.get(postId);
    if (image === undefined || post === undefined || image.postId !== postId) return null;
    const deleted = state.hiddenWith.images.has(imageId) || state.hiddenWith.posts.has(postId);
    const version = post.modelVersionId === null ? undefined : state.versions.rows.get(post.modelVersionId);
    const model = version === undefined ? null : await new InMemoryModels(this.db).ofId(version.modelId);
    if (version === undefined || model === null)
      return { model: null, version: null, hiddenByOwner: false, deleted };
    const hiddenImages = state.gallerySettings.get(model.id)?.hiddenImages ?? [];
    return {
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
    for (const image of images) insert(state.images, { ...image, postId: stored.id });
    return stored;
  }

  async addImage(postId: number, image: New<Image, 'postId'>): Promise<Image> {
    requireRow(this.db.state.posts, postId, 'post');
    return insert(this.db.state.images, { ...image, postId });
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
      const images = (await this.imagesOf(post.id)).filter(
        (image) => !state.hiddenWith.images.has(image.id) && !query.hiddenImageIds.includes(image.id),
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
    const cards: { key: SortKey; card: ImagePostCard }[] = [];
    for (const post of state.posts.rows.values()) {
      if (post.modelVersionId !== query.modelVersionId) continue;
      if (state.hiddenWith.posts.has(post.id)) continue;
      if (post.publishedAt === null || post.publishedAt.getTime() > now) continue;
      if (query.hiddenUserIds.includes(post.userId)) continue;
      const images = [...state.images.rows.values()].filter(
        (image) => image.postId === post.id && this.isShown(image, query),
      );
      if (images.length === 0) continue;
      const pinIndex = pinned.indexOf(post.id);
      const key: SortKey = pinIndex >= 0 ? [0, pinIndex, 0] : [1, -post.publishedAt.getTime(), -post.id];
      cards.push({ key, card: this.toCard(post, images, pinIndex >= 0) });
    }
    cards.sort((a, b) => compareKeys(a.key, b.key));
    const after = query.cursor === null ? null : decodeCursor(query.cursor);
    const rest = after === null ? cards : cards.filter(({ key }) => compareKeys(key, after) > 0);
    const page = rest.slice(0, query.limit);
    const last = page[page.length - 1];
    const nextCursor = rest.length > page.length && last !== undefined ? encodeCursor(last.key) : null;
    return { items: page.map(({ card }) => card), nextCursor };
  }

  private isShown(image: Image, query: GalleryQuery): boolean {
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
