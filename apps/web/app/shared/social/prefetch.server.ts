import type { QueryClient } from '@tanstack/react-query';
import type { ServerApi } from '../../load-context';

/** The viewer of this request, as `useViewer` will read it from the cache. */
export const prefetchViewer = (api: ServerApi, queryClient: QueryClient) =>
  queryClient.fetchQuery(api.auth.me.queryOptions());

/**
 * What a creator card shows at first paint: the creator, and for a signed-in viewer whom they follow and their Buzz
 * balance (both need sign-in, so anonymous requests skip them).
 */
export async function prefetchCreatorCard(
  api: ServerApi,
  queryClient: QueryClient,
  userId: number,
  signedIn: boolean,
) {
  await Promise.all([
    queryClient.prefetchQuery(api.user.getCreator.queryOptions({ id: userId })),
    queryClient.prefetchQuery(api.chat.getAvailability.queryOptions()),
    ...(signedIn
      ? [
          queryClient.prefetchQuery(api.user.getFollowingUsers.queryOptions()),
          queryClient.prefetchQuery(api.buzz.getBalance.queryOptions()),
        ]
      : []),
  ]);
}
