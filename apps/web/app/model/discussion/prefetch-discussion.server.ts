import type { QueryClient } from '@tanstack/react-query';
import type { ServerApi } from '../../load-context';
import { threadQueryOptions } from './discussion-query';

/** The discussion's first page and its gate, so the server's HTML already shows the comments. */
export const prefetchDiscussion = (api: ServerApi, queryClient: QueryClient, modelId: number) =>
  queryClient.prefetchInfiniteQuery(threadQueryOptions(api, modelId));
