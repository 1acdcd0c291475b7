import type { QueryClient } from '@tanstack/react-query';
import type { ServerApi } from '../load-context';

/**
 * Everything the first paint of a model page shows, fetched in process before rendering: the page itself first
 * (it decides the rest), then the creator and the selected version's panel data side by side.
 */
export async function prefetchModelPage(
  api: ServerApi,
  queryClient: QueryClient,
  input: { id: number; modelVersionId: number | null },
) {
  const page = await queryClient.fetchQuery(api.model.getById.queryOptions(input));
  if (page.view !== 'model') return page;
  await Promise.all([queryClient.prefetchQuery(api.user.getCreator.queryOptions({ id: page.creatorId }))]);
  return page;
}
