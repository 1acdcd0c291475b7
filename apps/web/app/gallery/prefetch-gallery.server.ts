import { GALLERY_PAGE_SIZES } from '@atelier/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ServerApi } from '../load-context';
import {
  explorationPromptsQueryOptions,
  galleryQueryOptions,
  gallerySettingsQueryOptions,
  galleryTagsQueryOptions,
} from './gallery-query';

/**
 * What a version's gallery shows at first paint: its settings, tag chips, exploration prompts and first page. The
 * server cannot see the screen, so the first page has the large size; the browser keeps that size for this version.
 */
export async function prefetchGallery(
  api: ServerApi,
  queryClient: QueryClient,
  { modelId, modelVersionId }: { modelId: number; modelVersionId: number },
) {
  const settings = await queryClient.fetchQuery(gallerySettingsQueryOptions(api, modelId));
  if (settings.level === 0) return;
  await Promise.all([
    queryClient.prefetchQuery(
      galleryTagsQueryOptions(
        api,
        settings.hiddenTags.map((tag) => tag.id),
      ),
    ),
    queryClient.prefetchQuery(explorationPromptsQueryOptions(api, modelVersionId)),
    queryClient.prefetchInfiniteQuery(
      galleryQueryOptions(api, { modelVersionId, tags: [] }, GALLERY_PAGE_SIZES.large),
    ),
  ]);
}
