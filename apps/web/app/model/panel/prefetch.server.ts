import type { QueryClient } from '@tanstack/react-query';
import type { ServerApi } from '../../load-context';
import type { ModelPageView } from '../model-types';

/** What the panel part of the model page needs for its first paint, fetched before rendering. */
export async function prefetchPanel(
  _api: ServerApi,
  _queryClient: QueryClient,
  _page: ModelPageView,
  _versionId: number | null,
) {}
