import type { ModelVersion } from '../models/model-version.js';
import type { PolicyModel } from '../permissions/policy.js';

export type GallerySettings = {
  hiddenImages: number[];
  hiddenTags: { id: number; name: string }[];
  hiddenUsers: { id: number; username: string }[];
  /** Browsing level bit flags; 0 means nothing may be shown. */
  level: number;
  /** Version id to pinned post ids. */
  pinnedPosts: Record<number, number[]>;
};

export type Image = {
  id: number;
  postId: number;
  url: string;
  width: number;
  height: number;
  nsfwLevel: number;
  /** A small blurred placeholder (BlurHash). */
  hash: string | null;
  tagIds: number[];
  reactionCount: number;
  /** How the image was made, when its file said so (generation parameters); null otherwise. */
  meta: ImageMeta | null;
};

/**
 * Generation parameters read from an uploaded image's own metadata (A1111's `parameters` text, ComfyUI's `prompt`
 * graph) before the metadata is stripped; each field null when the file did not say.
 */
export type ImageMeta = {
  /** Which tool's format the parameters were read from. */
  software: 'A1111' | 'ComfyUI';
  prompt: string | null;
  negativePrompt: string | null;
  sampler: string | null;
  seed: number | null;
  steps: number | null;
  cfgScale: number | null;
  /** The checkpoint's name as the tool recorded it. */
  model: string | null;
};

export type Post = {
  id: number;
  userId: number;
  modelVersionId: number | null;
  title: string | null;
  publishedAt: Date | null;
  /** Set when the post belongs to a review. */
  reviewId: number | null;
};

/** The gallery's card: a post with its images, its author and its review, if any (spec §3). */
export type ImagePostCard = {
  postId: number;
  publishedAt: Date | null;
  images: Image[];
  user: { id: number; username: string };
  review: { recommended: boolean; details: string | null } | null;
  modelVersionId: number | null;
  pinned: boolean;
};

export type ExplorationPrompt = {
  /** The version id. */
  id: number;
  modelId: number;
  name: string;
  prompt: string;
  index: number;
};

export type Tag = { id: number; name: string; isCategory: boolean; unlisted: boolean; modelCount: number };

/** What the image route must know about one stored image to decide who sees it (one read: `Posts.imageSight`). */
export type ImageSight = {
  /** The image's post: its author sees it as a draft (no `publishedAt` yet, or one to come). */
  post: Pick<Post, 'userId' | 'publishedAt'>;
  /** The model of the image's post, with its author's state; null for a post outside any model. */
  model: PolicyModel | null;
  version: Pick<ModelVersion, 'status' | 'publishedAt'> | null;
  /** The model's owner hid this image with the gallery settings. */
  hiddenByOwner: boolean;
  /** The image or its post was hidden with a deletion (its row is kept for a restore). */
  deleted: boolean;
};
