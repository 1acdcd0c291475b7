import type { QueryClient } from '@tanstack/react-query';
import type { ServerApi } from '../load-context';

/** What every page's shell shows (the root loader): the viewer, and the feature flags (what they turn off is left out). */
export const prefetchShell = (api: ServerApi, queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(api.auth.me.queryOptions()),
    queryClient.prefetchQuery(api.system.getFeatures.queryOptions()),
  ]);
