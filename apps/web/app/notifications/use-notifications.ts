import { errors, type NotificationKind } from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';

// The bell asks again now and then, so a page left open learns of new notifications.
const BELL_REFRESH_MS = 60_000;

/** The header's count for the signed-in viewer. */
export function useUnreadCount() {
  const trpc = useTRPC();
  return (
    useQuery({ ...trpc.notification.getUnreadCount.queryOptions(), refetchInterval: BELL_REFRESH_MS }).data
      ?.count ?? 0
  );
}

/** One inbox page and the marks; a mark refreshes the page and the bell. */
export function useInbox(page: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inbox = useQuery(trpc.notification.getAll.queryOptions({ page }));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.notification.getAll.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.notification.getUnreadCount.pathKey() }),
    ]);
  const failed = () => toast.error(errors.generic.message);
  const markRead = useMutation(
    trpc.notification.markRead.mutationOptions({ onSettled: refresh, onError: failed }),
  );
  const markAllRead = useMutation(
    trpc.notification.markAllRead.mutationOptions({ onSettled: refresh, onError: failed }),
  );
  return { inbox: inbox.data, markRead, markAllRead };
}

/** The switches per kind; a failed change says "Failed to update notification settings." and keeps the old state. */
export function useNotificationSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.user.getNotificationSettings.queryOptions());
  const update = useMutation(
    trpc.user.updateNotificationSettings.mutationOptions({
      onSuccess: (next) => queryClient.setQueryData(trpc.user.getNotificationSettings.queryKey(), next),
      onError: () => toast.error(errors.notificationSettingsFailed.message),
    }),
  );
  return {
    settings: settings.data ?? [],
    change: (kind: NotificationKind, enabled: boolean) => update.mutate({ kind, enabled }),
    pendingKind: update.isPending ? update.variables?.kind : undefined,
  };
}
