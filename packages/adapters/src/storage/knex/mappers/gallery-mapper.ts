import {
  contentKeyOfImageUrl,
  type ExplorationPrompt,
  type GallerySettings,
  type Image,
  type ImageMeta,
  type ImagePostCard,
  type New,
  type Post,
} from '@atelier/domain';
import { type Dialect, readBoolean, readNullable, writeJson } from '../dialect.js';
import {
  type CardRow,
  type ExplorationPromptRow,
  type GalleryPostRow,
  type GallerySettingsRow,
  IMAGE_COLUMNS,
  type ImageRow,
  type ImageWithTagsRow,
  type PostRow,
} from '../rows/gallery-rows.js';

export const toPost = (row: PostRow, d: Dialect): Post => ({
  id: row.id,
  userId: row.user_id,
  modelVersionId: row.model_version_id,
  title: row.title,
  publishedAt: readNullable(row.published_at, d.readDate),
  reviewId: row.review_id,
});

export const postRow = (post: New<Post>): Omit<PostRow, 'id'> => ({
  user_id: post.userId,
  model_version_id: post.modelVersionId,
  title: post.title,
  published_at: post.publishedAt,
  review_id: post.reviewId,
});

export const toImage = (row: ImageRow, tagIds: number[], d: Dialect): Image => ({
  id: row.id,
  postId: row.post_id,
  url: row.url,
  width: row.width,
  height: row.height,
  nsfwLevel: row.nsfw_level,
  hash: row.hash,
  tagIds,
  reactionCount: row.reaction_count,
  meta: readNullable(row.meta, (value) => d.readJson<ImageMeta>(value)),
});

/** An image read with `imageColumns`: its row and its tag ids. */
export const toImageWithTags = (row: ImageWithTagsRow, d: Dialect): Image =>
  toImage(
    row,
    d.readJson<[number][]>(row.tag_ids_json).map(([tagId]) => tagId),
    d,
  );

/** An image's row; `position` places it among its post's images (by position, then id). */
export const imageRow = (
  postId: number,
  image: New<Image, 'postId'>,
  position = 0,
): Omit<ImageRow, 'id'> => ({
  post_id: postId,
  content_key: contentKeyOfImageUrl(image.url),
  meta: image.meta === null ? null : writeJson(image.meta),
  position,
  url: image.url,
  width: image.width,
  height: image.height,
  nsfw_level: image.nsfwLevel,
  hash: image.hash,
  reaction_count: image.reactionCount,
});

/** A card post's shown images, from its `images_json`. */
export const cardImages = (row: CardRow, d: Dialect): Image[] =>
  d.readJson<unknown[][]>(row.images_json).map((values) => {
    const image = Object.fromEntries(IMAGE_COLUMNS.map((column, i) => [column, values[i]])) as ImageRow;
    const tagIds = d.readJson<[number][]>(values[IMAGE_COLUMNS.length]).map(([tagId]) => tagId);
    return toImage(image, tagIds, d);
  });

/** A card of a post read with its images (`withShownImages`). */
export const toCardWithImages = (row: CardRow, pinned: boolean, d: Dialect): ImagePostCard =>
  toCard(row, cardImages(row, d), pinned, d);

export const toCard = (row: GalleryPostRow, images: Image[], pinned: boolean, d: Dialect): ImagePostCard => ({
  postId: row.id,
  publishedAt: d.readDate(row.published_at),
  images,
  user: { id: row.user_id, username: row.username },
  review:
    row.review_found === null
      ? null
      : { recommended: readBoolean(row.review_recommended), details: row.review_details },
  modelVersionId: row.model_version_id,
  pinned,
});

export const toGallerySettings = (row: GallerySettingsRow, d: Dialect): GallerySettings => ({
  hiddenImages: d.readJson(row.hidden_images),
  hiddenTags: d.readJson(row.hidden_tags),
  hiddenUsers: d.readJson(row.hidden_users),
  level: row.level,
  pinnedPosts: d.readJson(row.pinned_posts),
});

export const gallerySettingsRow = (modelId: number, settings: GallerySettings): GallerySettingsRow => ({
  model_id: modelId,
  level: settings.level,
  hidden_images: writeJson(settings.hiddenImages),
  hidden_tags: writeJson(settings.hiddenTags),
  hidden_users: writeJson(settings.hiddenUsers),
  pinned_posts: writeJson(settings.pinnedPosts),
});

export const toExplorationPrompt = (row: ExplorationPromptRow): ExplorationPrompt => ({
  id: row.model_version_id,
  modelId: row.model_id,
  name: row.name,
  prompt: row.prompt,
  index: row.index,
});

export const explorationPromptRow = (prompt: ExplorationPrompt): ExplorationPromptRow => ({
  model_version_id: prompt.id,
  model_id: prompt.modelId,
  name: prompt.name,
  prompt: prompt.prompt,
  index: prompt.index,
});
