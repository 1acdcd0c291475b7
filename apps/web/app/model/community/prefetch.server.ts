import type { QueryClient } from '@tanstack/react-query';
import { prefetchGallery } from '../../gallery/prefetch-gallery.server';
import type { ServerApi } from '../../load-context';
import type { ModelPageView } from '../model-types';

/** What the community part of the model page needs for its first paint: the gallery and the suggested resources. */
export async function prefetchCommunity(
  api: ServerApi,
  queryClient: QueryClient,
  page: ModelPageView,
  versionId: number | null,
) {
  if (versionId === null) return;
  await Promise.all([
    prefetchGallery(api, queryClient, { modelId: page.model.id, modelVersionId: versionId }),
    queryClient.prefetchQuery(
      api.recommenders.getResourceRecommendations.queryOptions({ modelVersionId: versionId }),
    ),
  ]);
}
