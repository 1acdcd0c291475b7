import type { QueryClient } from '@tanstack/react-query';
import type { ServerApi } from '../../load-context';
import { prefetchCreatorCard, prefetchViewer } from '../../shared/social/prefetch.server';
import type { ModelPageView } from '../model-types';

/**
 * What the head part of the model page needs for its first paint, fetched before rendering: the creator card and,
 * for a signed-in viewer, which versions they like and whether they are notified (calls that need sign-in are
 * skipped for anonymous visitors).
 */
export async function prefetchHead(
  api: ServerApi,
  queryClient: QueryClient,
  page: ModelPageView,
  _versionId: number | null,
) {
  const signedIn = (await prefetchViewer(api, queryClient)) !== null;
  await Promise.all([
    prefetchCreatorCard(api, queryClient, page.creatorId, signedIn),
    ...(signedIn
      ? [
          queryClient.prefetchQuery(api.user.getEngagedModelVersions.queryOptions({ id: page.model.id })),
          queryClient.prefetchQuery(api.user.getNotifyModel.queryOptions({ modelId: page.model.id })),
        ]
      : []),
  ]);
}
