import type { AppLoadContext } from 'react-router';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetchSignedIn } from '../api/prefetch.server';
import { messagesQueryOptions, threadsQueryOptions } from './chat-query';

/**
 * What /chat shows at first paint: whether chat is on, the viewer's threads, and the open thread with its newest
 * messages. A signed-out visitor is sent to sign in and comes back (with `?with=` kept); a thread that is not the
 * viewer's is not found.
 */
export async function prefetchChat(request: Request, context: AppLoadContext, threadId: number | null) {
  try {
    return await prefetchSignedIn(request, context, async (api, queryClient) => {
      const { enabled } = await queryClient.fetchQuery(api.chat.getAvailability.queryOptions());
      if (!enabled) return;
      await Promise.all([
        queryClient.prefetchQuery(api.chat.getUnreadCount.queryOptions()),
        queryClient.prefetchInfiniteQuery(threadsQueryOptions(api)),
        ...(threadId === null
          ? []
          : [
              queryClient.fetchQuery(api.chat.getThread.queryOptions({ threadId })),
              queryClient.prefetchInfiniteQuery(messagesQueryOptions(api, threadId)),
            ]),
      ]);
    });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}
