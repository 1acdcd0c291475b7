import type { QueryClient } from '@tanstack/react-query';
import { prefetchGallery } from '../../gallery/prefetch-gallery.server';
import type { ServerApi } from '../../load-context';
import { prefetchDiscussion } from '../discussion/prefetch-discussion.server';
import type { ModelPageView } from '../model-types';
import { associatedQueryOptions } from '../resources/resource-queries';

/**
 * What the community part of the model page needs for its first paint: the gallery, the suggested resources,
 * whether the viewer follows the showcase collection, and the discussion's first page.
 */
export async function prefetchCommunity(
  api: ServerApi,
  queryClient: QueryClient,
  page: ModelPageView,
  versionId: number | null,
) {
  if (versionId === null) return;
  const showcaseId = page.model.meta.showcaseCollectionId;
  await Promise.all([
    ...(showcaseId !== null && !page.viewer.isOwner
      ? [queryClient.prefetchQuery(api.collection.getFollowState.queryOptions({ collectionId: showcaseId }))]
      : []),
    prefetchGallery(api, queryClient, { modelId: page.model.id, modelVersionId: versionId }),
    queryClient.prefetchQuery(
      api.recommenders.getResourceRecommendations.queryOptions({ modelVersionId: versionId }),
    ),
    queryClient.prefetchQuery(associatedQueryOptions(api, page.model.id)),
    prefetchDiscussion(api, queryClient, page.model.id),
  ]);
}
