import type { QueryClient } from '@tanstack/react-query';
import type { ServerApi } from '../load-context';

/** The collection page's answer, fetched in process with the input the page asks for (so it renders from the cache). */
export const prefetchCollection = (api: ServerApi, queryClient: QueryClient, id: number) =>
  queryClient.fetchQuery(api.collection.getById.queryOptions({ id }));
