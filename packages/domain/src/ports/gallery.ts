import type {
  ExplorationPrompt,
  GallerySettings,
  Image,
  ImagePostCard,
  ImageSight,
  Post,
  Tag,
} from '../gallery/gallery.js';
import type { New } from './new.js';

export type GalleryQuery = {
  modelVersionId: number;
  limit: number;
  /** Opaque position returned by the previous page. */
  cursor: string | null;
  browsingLevel: number;
  hiddenImageIds: number[];
  hiddenUserIds: number[];
  hiddenTagIds: number[];
  /** Posts shown first, in this order. */
  pinnedPostIds: number[];
  tagIds: number[];
};

/** A version's posts for `post.getInfinite`: newest (highest id) first, after `cursor` (a post id). */
export type VersionPostsQuery = {
  modelVersionId: number;
  /** Only this author's posts. */
  userId: number | null;
  limit: number;
  cursor: number | null;
  /** Left out: the gallery settings' hidden users and images (empty for the owner and moderators). */
  hiddenUserIds: number[];
  hiddenImageIds: number[];
};

export type PostWithImages = Post & { images: Image[] };

export interface Posts {
  ofId(id: number): Promise<Post | null>;
  create(post: New<Post>, images: New<Image, 'postId'>[]): Promise<Post>;
  /** Adds one image to a post, after its others. */
  addImage(postId: number, image: New<Image, 'postId'>): Promise<Image>;
  /**
   * The images of a post that are not deleted. Inside a unit of work the post is held until it ends, so a count
   * followed by an add cannot interleave with another's (the per-post image limit holds under concurrent adds).
   */
  imageCount(postId: number): Promise<number>;
  /**
   * Published posts (publishedAt set and not in the future, not deleted) of a version with their images that are
   * not deleted, in id order; `nextCursor` is the last post's id when there are more.
   */
  ofVersion(query: VersionPostsQuery): Promise<{ items: PostWithImages[]; nextCursor: number | null }>;
  /** Gallery cards of a version, newest first after the pinned ones. */
  gallery(query: GalleryQuery): Promise<{ items: ImagePostCard[]; nextCursor: string | null }>;
  /** What decides who sees image `imageId` of post `postId` (one indexed read); null when there is no such image. */
  imageSight(postId: number, imageId: number): Promise<ImageSight | null>;
  /** The version of each of these posts that exists (null: a post outside any model), in one read. */
  versionIdsOf(postIds: readonly number[]): Promise<Map<number, number | null>>;
  /** The version of the post of each of these images that exists, in one read. */
  versionIdsOfImages(imageIds: readonly number[]): Promise<Map<number, number | null>>;
}

export interface GallerySettingsStore {
  of(modelId: number): Promise<GallerySettings>;
  save(modelId: number, settings: GallerySettings): Promise<void>;
}

export interface ExplorationPrompts {
  ofVersion(modelVersionId: number): Promise<ExplorationPrompt[]>;
  /** Inserts or replaces the prompt with the same version id and name. */
  upsert(prompt: ExplorationPrompt): Promise<ExplorationPrompt>;
  /** Whether a prompt was removed. */
  remove(modelVersionId: number, name: string): Promise<boolean>;
}

export type TagQuery = {
  query: string | null;
  limit: number;
  categories: boolean | null;
  excludedTagIds: number[];
};

export interface Tags {
  list(query: TagQuery): Promise<Tag[]>;
  /** The tags with these ids, listed or not, in no particular order; unknown ids are left out. */
  ofIds(ids: readonly number[]): Promise<Tag[]>;
  /** The stored tags, listed or not, whose name equals one of `names` ignoring case; unknown names are left out. */
  named(names: readonly string[]): Promise<Tag[]>;
}
