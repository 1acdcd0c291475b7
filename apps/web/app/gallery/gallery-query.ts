import { ALL_BROWSING_LEVELS, type GalleryPageSize } from '@atelier/domain';
import type { ServerApi } from '../load-context';

/** Which posts a gallery shows: one version's, optionally only those with images carrying any of `tags`. */
export type GalleryFilter = { modelVersionId: number; tags: number[] };

/** The API is the same proxy in loaders and in the browser, so both build the very same query keys. */
type Api = ServerApi;

export const galleryQueryOptions = (api: Api, filter: GalleryFilter, limit: GalleryPageSize) =>
  api.image.getImagesAsPostsInfinite.infiniteQueryOptions(
    {
      modelVersionId: filter.modelVersionId,
      limit,
      browsingLevel: ALL_BROWSING_LEVELS,
      ...(filter.tags.length > 0 ? { tags: filter.tags } : {}),
    },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );

/** Any gallery query of this version already in the cache (the server's first page, or an earlier visit). */
export const cachedGalleryKey = (api: Api, modelVersionId: number) =>
  api.image.getImagesAsPostsInfinite.infiniteQueryKey({ modelVersionId });

export const gallerySettingsQueryOptions = (api: Api, modelId: number) =>
  api.model.getGallerySettings.queryOptions({ id: modelId });

/** The tag filter chips: listed image tags (spec §7 `tag.getAll`), less those the gallery settings hide. */
export const galleryTagsQueryOptions = (api: Api, hiddenTagIds: number[]) =>
  api.tag.getAll.queryOptions({
    entityType: ['Image'],
    categories: false,
    limit: 100,
    ...(hiddenTagIds.length > 0 ? { excludedTagIds: hiddenTagIds } : {}),
  });

export const explorationPromptsQueryOptions = (api: Api, modelVersionId: number) =>
  api.modelVersion.getExplorationPromptsById.queryOptions({ id: modelVersionId });
