import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import type { ServerApi } from '../load-context';

/**
 * Runs a loader's API calls in process and returns their answers dehydrated, so the page renders with its data
 * already in the HTML and the browser's query cache starts warm.
 */
export async function prefetch<T>(
  context: AppLoadContext,
  load: (api: ServerApi, queryClient: QueryClient) => Promise<T>,
): Promise<{ result: T; dehydrated: DehydratedState }> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = await load(context.api(queryClient), queryClient);
  return { result, dehydrated: dehydrate(queryClient) };
}
