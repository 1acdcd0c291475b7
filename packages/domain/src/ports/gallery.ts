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

/** What a model's gallery settings and the viewer's browsing level let a gallery show (`galleryFilter`). */
export type ShownImagesFilter = Pick<
  GalleryQuery,
  'browsingLevel' | 'hiddenImageIds' | 'hiddenUserIds' | 'hiddenTagIds'
>;

/** The version whose showcase is asked for, with what its gallery may show. */
export type ShowcaseQuery = ShownImagesFilter & { modelVersionId: number };

/** The model whose cover is asked for, with what its gallery may show. */
export type CoverQuery = ShownImagesFilter & { modelId: number };

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

/** The hub's image list (`GetImagesFeed`): every version's published posts, one page in the order asked. */
export type FeedQuery = {
  /** Images at these levels only; a post without one is left out. */
  browsingLevel: number;
  /** Posts published at or after this moment; null for all time. */
  since: Date | null;
  /** Newest: published_at then id, descending. MostReactions: the post's images' reactions then id, descending. */
  sort: 'Newest' | 'MostReactions';
  limit: number;
  /** Opaque position returned by the previous page. */
  cursor: string | null;
  /** Only posts on this model, this version, this post itself, or by this author; null for any. */
  modelId: number | null;
  modelVersionId: number | null;
  postId: number | null;
  userId: number | null;
};

/**
 * A feed card with the model and version it belongs to, for the rules that decide who may see it, and the cursor
 * that resumes the feed right after it (so a reader may stop between two cards of a page).
 */
export type FeedCard = ImagePostCard & { modelId: number; modelVersionId: number; cursor: string };

/** What the post editor saves of one image: its NSFW level and tags (its place is its index in the list). */
export type PostImageEdit = Pick<Image, 'id' | 'nsfwLevel' | 'tagIds'>;

export interface Posts {
  /** The post; null when there is none or it was hidden with a deletion (its own or its version's). */
  ofId(id: number): Promise<Post | null>;
  create(post: New<Post>, images: New<Image, 'postId'>[]): Promise<Post>;
  /** Saves a post's title, publication moment and review. */
  save(post: Post): Promise<void>;
  /** The images of a post that are not deleted, in the post's order (position, then id). */
  imagesInOrder(postId: number): Promise<Image[]>;
  /** Sets each listed image's NSFW level and tags, and puts the images in the list's order. */
  saveImages(postId: number, images: readonly PostImageEdit[]): Promise<void>;
  /** Hides one image of a post with a deletion of its own (`image:{id}`); it stays stored for a restore. */
  hideImage(imageId: number): Promise<void>;
  /** Hides a post and its images not hidden yet with a deletion of its own (`post:{id}`), kept for a restore. */
  hidePost(postId: number): Promise<void>;
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
  /**
   * Cards of every version's published posts (not in the future, not deleted), each with its images that are not
   * deleted and inside the browsing level, in the order `sort` names; `nextCursor` when there are more.
   */
  feed(query: FeedQuery): Promise<{ items: FeedCard[]; nextCursor: string | null }>;
  /** Gallery cards of a version, newest first after the pinned ones. */
  gallery(query: GalleryQuery): Promise<{ items: ImagePostCard[]; nextCursor: string | null }>;
  /**
   * The version's first gallery card (the model page's showcase): of the posts `gallery` would list without pins or
   * tag filter, the oldest (published_at, then id), with its shown images by position then id; null when none.
   */
  firstCard(query: ShowcaseQuery): Promise<ImagePostCard | null>;
  /** `firstCard` of many versions in a few reads, by version id; a version without a showcase has no entry. */
  firstCards(queries: readonly ShowcaseQuery[]): Promise<Map<number, ImagePostCard>>;
  /**
   * Each model's cover, in one read (per 50 models): the first shown image (by position, then id) of the oldest post
   * with a shown image (as `firstCard`) of the model's first public version (`isVersionPublic`, in version order) that
   * has one. Models without any are left out.
   */
  covers(queries: readonly CoverQuery[]): Promise<Map<number, Image>>;
  /**
   * What decides who sees each image stored under `contentKey` (one indexed read); empty when there is none. Several
   * rows may share one stored image (the large demo's pool).
   */
  imageSights(contentKey: string): Promise<ImageSight[]>;
  /** The version of each of these posts that exists (null: a post outside any model), in one read. */
  versionIdsOf(postIds: readonly number[]): Promise<Map<number, number | null>>;
  /** The version of the post of each of these images that exists, in one read. */
  versionIdsOfImages(imageIds: readonly number[]): Promise<Map<number, number | null>>;
}

export interface GallerySettingsStore {
  of(modelId: number): Promise<GallerySettings>;
  /** The settings of each of these models in one read (the defaults for a model that saved none). */
  ofModels(modelIds: readonly number[]): Promise<Map<number, GallerySettings>>;
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
  /** How many tags of the list to skip before the first one returned (paging); none when absent. */
  offset?: number;
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
