import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';
import { useViewer } from '../shell/use-viewer';
import {
  CHAT_REFRESH_MS,
  HEADER_CHAT_REFRESH_MS,
  messagesQueryOptions,
  threadsQueryOptions,
} from './chat-query';

/** Whether this hub has chat (the `chat` flag); undefined while unknown, so nothing chat-shaped flashes in. */
export function useChatEnabled(): boolean | undefined {
  const trpc = useTRPC();
  return useQuery(trpc.chat.getAvailability.queryOptions()).data?.enabled;
}

/** The header's unread count for a signed-in viewer when chat is on; undefined otherwise (the link stays hidden). */
export function useChatUnreadCount(): number | undefined {
  const trpc = useTRPC();
  const viewer = useViewer();
  const enabled = useChatEnabled();
  return useQuery({
    ...trpc.chat.getUnreadCount.queryOptions(),
    enabled: viewer !== null && enabled === true,
    refetchInterval: HEADER_CHAT_REFRESH_MS,
    refetchOnWindowFocus: true,
  }).data?.count;
}

/** The viewer's threads, asked again now and then so new messages move their thread up. */
export function useThreads() {
  const trpc = useTRPC();
  return useInfiniteQuery({
    ...threadsQueryOptions(trpc),
    refetchInterval: CHAT_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** One thread: its head, its messages (polled), and what the viewer can do in it. */
export function useThread(threadId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const head = useQuery({
    ...trpc.chat.getThread.queryOptions({ threadId }),
    refetchInterval: CHAT_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const messages = useInfiniteQuery({
    ...messagesQueryOptions(trpc, threadId),
    refetchInterval: CHAT_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.chat.getMessages.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.chat.getThread.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.chat.getThreads.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.chat.getUnreadCount.pathKey() }),
    ]);
  const say = (error: unknown) => toast.error(failureOf(error).message);
  const send = useMutation(trpc.chat.send.mutationOptions({ onSuccess: refresh, onError: say }));
  const markRead = useMutation(
    trpc.chat.markRead.mutationOptions({
      onSuccess: ({ unreadCount }) => {
        queryClient.setQueryData(trpc.chat.getUnreadCount.queryKey(), { count: unreadCount });
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.chat.getThread.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.chat.getThreads.pathKey() }),
        ]);
      },
    }),
  );
  const block = useMutation(trpc.chat.block.mutationOptions({ onSuccess: refresh, onError: say }));
  const unblock = useMutation(trpc.chat.unblock.mutationOptions({ onSuccess: refresh, onError: say }));
  return { head, messages, send, markRead, block, unblock };
}

/** Finds or makes the viewer's thread with a user (`/chat?with=`); a refusal is said on the page. */
export function useOpenThread() {
  const trpc = useTRPC();
  return useMutation(trpc.chat.openThread.mutationOptions());
}
