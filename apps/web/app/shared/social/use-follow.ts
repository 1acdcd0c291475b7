import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import { useViewer } from '../../shell/use-viewer';

/**
 * Whether the viewer follows `userId`, and the toggle: the follower count on the creator card moves at once and
 * rolls back with the server's message when the call fails (spec §4).
 */
export function useFollow(userId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const followingKey = trpc.user.getFollowingUsers.queryKey();
  const creatorKey = trpc.user.getCreator.queryKey({ id: userId });
  const following = useQuery({ ...trpc.user.getFollowingUsers.queryOptions(), enabled: viewer !== null });
  const isFollowing = following.data?.some((user) => user.id === userId) ?? false;

  const setFollowerCount = (count: (current: number) => number) =>
    queryClient.setQueryData(creatorKey, (creator) =>
      creator
        ? {
            ...creator,
            stats: { ...creator.stats, followerCountAllTime: count(creator.stats.followerCountAllTime) },
          }
        : creator,
    );

  const toggle = useMutation(
    trpc.user.toggleFollow.mutationOptions({
      onMutate: async () => {
        await Promise.all([
          queryClient.cancelQueries({ queryKey: followingKey }),
          queryClient.cancelQueries({ queryKey: creatorKey }),
        ]);
        const previous = {
          following: queryClient.getQueryData(followingKey),
          creator: queryClient.getQueryData(creatorKey),
        };
        const follow = !isFollowing;
        queryClient.setQueryData(followingKey, (users = []) =>
          follow
            ? [...users, { id: userId, username: previous.creator?.username ?? '' }]
            : users.filter((user) => user.id !== userId),
        );
        setFollowerCount((count) => Math.max(0, count + (follow ? 1 : -1)));
        return previous;
      },
      onSuccess: (state) => setFollowerCount(() => state.followerCount),
      onError: (error, _input, previous) => {
        queryClient.setQueryData(followingKey, previous?.following);
        queryClient.setQueryData(creatorKey, previous?.creator);
        toast.error(failureOf(error).message);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: followingKey }),
    }),
  );

  return {
    isFollowing,
    isPending: toggle.isPending,
    toggle: () => toggle.mutate({ targetUserId: userId }),
  };
}
