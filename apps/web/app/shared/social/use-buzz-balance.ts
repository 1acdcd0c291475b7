import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { useViewer } from '../../shell/use-viewer';

/** The signed-in viewer's Buzz balance (prefetched with the page); undefined while unknown or when anonymous. */
export function useBuzzBalance() {
  const trpc = useTRPC();
  const viewer = useViewer();
  return useQuery({ ...trpc.buzz.getBalance.queryOptions(), enabled: viewer !== null }).data?.balance;
}
