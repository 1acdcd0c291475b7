import type { DbBoolean, DbDate, DbJson } from './columns.js';

export type PostRow = {
  id: number;
  user_id: number;
  model_version_id: number | null;
  title: string | null;
  published_at: DbDate | null;
  review_id: number | null;
};

export type ImageRow = {
  id: number;
  post_id: number;
  url: string;
  width: number;
  height: number;
  nsfw_level: number;
  hash: string | null;
  reaction_count: number;
  /** Null for images without variants (generated ones, the large demo's shared pool). */
  content_key: string | null;
  /** `ImageMeta` as JSON. */
  meta: unknown;
  position: number;
};

/** The columns of `ImageRow`, in the order a card's JSON images (`CardRow.images_json`) hold them. */
export const IMAGE_COLUMNS = [
  'id',
  'post_id',
  'url',
  'width',
  'height',
  'nsfw_level',
  'hash',
  'reaction_count',
  'content_key',
  'meta',
  'position',
] as const satisfies readonly (keyof ImageRow)[];

export type ImageTagRow = { image_id: number; tag_id: number; position: number };

/** An image row read with its tag ids in order, as a JSON array of `[tag_id]` (`imageColumns`). */
export type ImageWithTagsRow = ImageRow & { tag_ids_json: DbJson };

/**
 * A gallery card's post with its shown images (`withShownImages`): a JSON array holding, per image, the values of
 * `IMAGE_COLUMNS` and then its tag ids as `[[tag_id], …]`.
 */
export type CardRow = GalleryPostRow & { images_json: DbJson };

/** A gallery card's post, joined with its author and its review. */
export type GalleryPostRow = {
  id: number;
  user_id: number;
  model_version_id: number | null;
  published_at: DbDate;
  username: string;
  review_found: number | null;
  review_recommended: DbBoolean | null;
  review_details: string | null;
};

export type GallerySettingsRow = {
  model_id: number;
  level: number;
  hidden_images: DbJson;
  hidden_tags: DbJson;
  hidden_users: DbJson;
  pinned_posts: DbJson;
};

/** The columns of `GallerySettingsRow` (the whole table), for reads that bring them as JSON. */
export const GALLERY_SETTINGS_COLUMNS = [
  'model_id',
  'level',
  'hidden_images',
  'hidden_tags',
  'hidden_users',
  'pinned_posts',
] as const satisfies readonly (keyof GallerySettingsRow)[];

export type ExplorationPromptRow = {
  model_version_id: number;
  model_id: number;
  name: string;
  prompt: string;
  index: number;
};

/** The columns of `ExplorationPromptRow` (the whole table), for reads that bring them as JSON. */
export const EXPLORATION_PROMPT_COLUMNS = [
  'model_version_id',
  'model_id',
  'name',
  'prompt',
  'index',
] as const satisfies readonly (keyof ExplorationPromptRow)[];
