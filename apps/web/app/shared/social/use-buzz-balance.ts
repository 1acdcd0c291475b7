import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../api/trpc';
import { useFeature } from '../../shell/use-feature';
import { useViewer } from '../../shell/use-viewer';

/** The signed-in viewer's Buzz balance query (prefetched with the page); disabled for anonymous visitors and with Buzz off. */
export function useBuzzBalance() {
  const trpc = useTRPC();
  const viewer = useViewer();
  const buzz = useFeature('buzz');
  return useQuery({ ...trpc.buzz.getBalance.queryOptions(), enabled: viewer !== null && buzz });
}

/**
 * Loads the viewer's Buzz again after anything that may have moved it (a tip, an early-access purchase, a donation,
 * a redemption, a membership): the header's balance, the history and the ways to get Buzz, all `buzz.*` queries.
 */
export function useRefreshBuzz() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(trpc.buzz.pathFilter()), [queryClient, trpc]);
}
