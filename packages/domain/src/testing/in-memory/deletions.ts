import { contentKeyOfImageUrl } from '../../gallery/post-images.js';
import type { Deletion, Deletions, OthersContent, Purgeable } from '../../ports/models.js';
import type { InMemoryDatabase, State } from './database.js';

/**
 * As the adapters store images: a post image (`/images/{key}/original.png`) is its folder `post-images/{key}/`,
 * with its variants; `/images/a.png` is the file `images/a.png`; other urls are not ours to remove.
 */
const imageKeyOf = (url: string): string | null => {
  const contentKey = contentKeyOfImageUrl(url);
  if (contentKey !== null) return `post-images/${contentKey}/`;
  return url.startsWith('/images/') ? url.slice(1) : null;
};

const markerOf = (deletion: Deletion): string => `${deletion.kind}:${deletion.id}`;

/** The ids of the reviews, posts and images under a deletion that are not hidden yet. */
const liveContentOf = (state: State, deletion: Deletion) => {
  const versionIds = new Set(
    [...state.versions.rows.values()]
      .filter((v) => (deletion.kind === 'version' ? v.id === deletion.id : v.modelId === deletion.id))
      .map((v) => v.id),
  );
  const reviews = [...state.reviews.rows.values()].filter(
    (review) =>
      !state.hiddenWith.reviews.has(review.id) &&
      (deletion.kind === 'version' ? review.modelVersionId === deletion.id : review.modelId === deletion.id),
  );
  const allPosts = [...state.posts.rows.values()].filter(
    (post) => post.modelVersionId !== null && versionIds.has(post.modelVersionId),
  );
  const posts = allPosts.filter((post) => !state.hiddenWith.posts.has(post.id));
  const postIds = new Set(allPosts.map((post) => post.id));
  const images = [...state.images.rows.values()].filter(
    (image) => postIds.has(image.postId) && !state.hiddenWith.images.has(image.id),
  );
  return { reviews, posts, images };
};

/** Like KnexDeletions: hidden rows stay stored, marked in `state.hiddenWith`. */
export class InMemoryDeletions implements Deletions {
  constructor(private readonly db: InMemoryDatabase) {}

  async othersContent(deletion: Deletion, ownerId: number): Promise<OthersContent> {
    const state = this.db.state;
    const live = liveContentOf(state, deletion);
    const byOthers = (userId: number) => userId !== ownerId;
    return {
      reviews: live.reviews.filter((review) => byOthers(review.userId)).length,
      posts: live.posts.filter((post) => byOthers(post.userId)).length,
      images: live.images.filter((image) => byOthers(state.posts.rows.get(image.postId)?.userId ?? ownerId))
        .length,
    };
  }

  async hide(deletion: Deletion): Promise<void> {
    const state = this.db.state;
    const marker = markerOf(deletion);
    const live = liveContentOf(state, deletion);
    for (const review of live.reviews) state.hiddenWith.reviews.set(review.id, marker);
    for (const post of live.posts) state.hiddenWith.posts.set(post.id, marker);
    for (const image of live.images) state.hiddenWith.images.set(image.id, marker);
  }

  async unhide(deletion: Deletion): Promise<void> {
    const marker = markerOf(deletion);
    for (const hidden of Object.values(this.db.state.hiddenWith)) {
      for (const [id, with_] of hidden) if (with_ === marker) hidden.delete(id);
    }
  }

  async hideContentOf(userId: number): Promise<void> {
    const state = this.db.state;
    const marker = `user:${userId}`;
    const posts = [...state.posts.rows.values()].filter((post) => post.userId === userId);
    const postIds = new Set(posts.map((post) => post.id));
    const hide = (hidden: Map<number, string>, ids: number[]) => {
      for (const id of ids) if (!hidden.has(id)) hidden.set(id, marker);
    };
    hide(state.hiddenWith.posts, [...postIds]);
    hide(
      state.hiddenWith.images,
      [...state.images.rows.values()].filter((image) => postIds.has(image.postId)).map((image) => image.id),
    );
    hide(
      state.hiddenWith.reviews,
      [...state.reviews.rows.values()]
        .filter((review) => review.userId === userId)
        .map((review) => review.id),
    );
  }

  async unhideContentOf(userId: number): Promise<void> {
    const marker = `user:${userId}`;
    for (const hidden of Object.values(this.db.state.hiddenWith)) {
      for (const [id, with_] of hidden) if (with_ === marker) hidden.delete(id);
    }
  }

  async storedFilesOf(deletion: Deletion): Promise<string[]> {
    const state = this.db.state;
    const versionIds = new Set(
      [...state.versions.rows.values()]
        .filter((v) => (deletion.kind === 'version' ? v.id === deletion.id : v.modelId === deletion.id))
        .map((v) => v.id),
    );
    const files = [...state.files.rows.values()].filter((f) => versionIds.has(f.modelVersionId));
    const postIds = new Set(
      [...state.posts.rows.values()]
        .filter((p) => p.modelVersionId !== null && versionIds.has(p.modelVersionId))
        .map((p) => p.id),
    );
    const images = [...state.images.rows.values()].filter((i) => postIds.has(i.postId));
    const imageKeys = images.map((i) => imageKeyOf(i.url)).filter((key) => key !== null);
    return [...new Set([...files.map((f) => f.storageKey), ...imageKeys])];
  }

  async unreferenced(keys: readonly string[]): Promise<string[]> {
    const state = this.db.state;
    const used = new Set([
      ...[...state.files.rows.values()].map((f) => f.storageKey),
      ...[...state.images.rows.values()].map((i) => imageKeyOf(i.url)),
    ]);
    return keys.filter((key) => !used.has(key));
  }

  async purgeable(cutoff: Date): Promise<Purgeable[]> {
    const state = this.db.state;
    const models = [...state.models.rows.values()].filter(
      (m) => m.deletedAt !== null && m.deletedAt <= cutoff,
    );
    const live = new Set(
      [...state.models.rows.values()].filter((m) => m.deletedAt === null).map((m) => m.id),
    );
    const versions = [...state.versions.rows.values()].filter(
      (v) => v.deletedAt !== null && v.deletedAt <= cutoff && live.has(v.modelId),
    );
    return [
      ...models.map((m) => ({
        kind: 'model' as const,
        id: m.id,
        modelId: m.id,
        name: m.name,
        deletedAt: m.deletedAt as Date,
      })),
      ...versions.map((v) => ({
        kind: 'version' as const,
        id: v.id,
        modelId: v.modelId,
        name: v.name,
        deletedAt: v.deletedAt as Date,
      })),
    ];
  }
}
