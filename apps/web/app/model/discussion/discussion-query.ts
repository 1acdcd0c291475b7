import type { ServerApi } from '../../load-context';

/** The API is the same proxy in loaders and in the browser, so both build the very same query keys. */
type Api = ServerApi;

/** The model's discussion, page by page (`comment.getThread`, newest threads first). */
export const threadQueryOptions = (api: Api, modelId: number) =>
  api.comment.getThread.infiniteQueryOptions(
    { modelId },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );

/** Every cached page of this model's discussion, to refetch after a write. */
export const threadKey = (api: Api, modelId: number) => api.comment.getThread.infiniteQueryKey({ modelId });
