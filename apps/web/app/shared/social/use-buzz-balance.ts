import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { useViewer } from '../../shell/use-viewer';

/** The signed-in viewer's Buzz balance query (prefetched with the page); disabled for anonymous visitors. */
export function useBuzzBalance() {
  const trpc = useTRPC();
  const viewer = useViewer();
  return useQuery({ ...trpc.buzz.getBalance.queryOptions(), enabled: viewer !== null });
}
