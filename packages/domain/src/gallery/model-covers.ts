import type { Repositories } from '../ports/unit-of-work.js';
import type { Image } from './gallery.js';
import { galleryFilter } from './gallery-filter.js';
import { isGalleryShown } from './gallery-settings-rules.js';

/** The picture a model's card shows (its BlurHash placeholder and size included, so the card never shifts). */
export type ModelCover = Pick<Image, 'id' | 'postId' | 'url' | 'width' | 'height' | 'hash'>;

/**
 * The covers of models the caller already lets the viewer see, in two reads whatever their number (the settings,
 * then the images): each model's cover is what its own showcase would open on — the first image its gallery shows
 * at `browsingLevel` (the settings' hidden images, users and tags left out) of the oldest such post of its first
 * public version that has one (`Posts.covers`). A model without any has no entry: its card shows a placeholder.
 */
export const modelCovers = async (
  repositories: Pick<Repositories, 'posts' | 'gallerySettings'>,
  modelIds: readonly number[],
  browsingLevel: number,
): Promise<Map<number, ModelCover>> => {
  const unique = [...new Set(modelIds)];
  if (unique.length === 0) return new Map();
  const settings = await repositories.gallerySettings.ofModels(unique);
  const queries = unique.flatMap((modelId) => {
    const model = settings.get(modelId);
    if (model === undefined) return [];
    const filter = galleryFilter(model, browsingLevel);
    return isGalleryShown({ level: filter.browsingLevel }) ? [{ ...filter, modelId }] : [];
  });
  const images = queries.length === 0 ? new Map<number, Image>() : await repositories.posts.covers(queries);
  return new Map(
    [...images].map(([modelId, { id, postId, url, width, height, hash }]) => [
      modelId,
      { id, postId, url, width, height, hash },
    ]),
  );
};
