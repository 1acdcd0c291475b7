import type { QueryClient } from '@tanstack/react-query';
import type { ServerApi } from '../load-context';
import { prefetchCommunity } from './community/prefetch.server';
import { prefetchHead } from './head/prefetch.server';
import { prefetchPanel } from './panel/prefetch.server';
import { showcaseQueryOptions } from './showcase/showcase-query';

/**
 * Everything the first paint of a model page shows, fetched in process before rendering: the page itself first
 * (it decides the rest), then each part's data side by side.
 */
export async function prefetchModelPage(
  api: ServerApi,
  queryClient: QueryClient,
  input: { id: number; modelVersionId: number | null },
) {
  const page = await queryClient.fetchQuery(api.model.getById.queryOptions(input));
  if (page.view !== 'model') return page;
  const versionId = page.selectedVersionId;
  await Promise.all([
    prefetchHead(api, queryClient, page, versionId),
    prefetchPanel(api, queryClient, page, versionId),
    prefetchCommunity(api, queryClient, page, versionId),
    ...(versionId === null ? [] : [queryClient.prefetchQuery(showcaseQueryOptions(api, versionId))]),
  ]);
  return page;
}
