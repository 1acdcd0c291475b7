import { errors } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';
import { useSignInHref, useViewer } from '../shell/use-viewer';
import type { CollectionAnswer } from './collection-page-view';

/** The catalogue's title, with the server's reason when it says more than the title. */
const reportFailure = (title: string, error: unknown) => {
  const { message } = failureOf(error);
  toast.error(title, message === title ? undefined : message);
};

/**
 * Follow or unfollow the collection on its page (spec §4): the page's state changes at once and rolls back with the
 * catalogue's "Unable to follow this collection" / "Unable to unfollow this collection" when the server refuses.
 * Anonymous visitors sign in first.
 */
export function useCollectionFollow(collectionId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const navigate = useNavigate();
  const signInHref = useSignInHref();
  const pageKey = trpc.collection.getById.queryKey({ id: collectionId });
  const optimistic = (next: boolean, failureTitle: string) => ({
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: pageKey });
      const previous = queryClient.getQueryData(pageKey);
      queryClient.setQueryData(pageKey, (page) =>
        page === undefined
          ? page
          : { ...page, following: next, followerCount: page.followerCount + (next ? 1 : -1) },
      );
      return { previous };
    },
    onError: (error: unknown, _input: unknown, context: { previous?: CollectionAnswer } | undefined) => {
      queryClient.setQueryData(pageKey, context?.previous);
      reportFailure(failureTitle, error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pageKey }),
  });
  const follow = useMutation(
    trpc.collection.follow.mutationOptions(optimistic(true, errors.followCollectionFailed.message)),
  );
  const unfollow = useMutation(
    trpc.collection.unfollow.mutationOptions(optimistic(false, errors.unfollowCollectionFailed.message)),
  );
  return {
    toggle: (next: boolean) => {
      if (viewer === null) navigate(signInHref);
      else (next ? follow : unfollow).mutate({ collectionId });
    },
    isPending: follow.isPending || unfollow.isPending,
  };
}
