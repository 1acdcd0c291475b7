import { errors } from '@atelier/domain';
import { FollowButton } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import { useSignInHref, useViewer } from '../../shell/use-viewer';
import * as styles from './community.css';

const labels = { follow: 'Follow collection', unfollow: 'Unfollow collection' };

/** The catalogue's title, with the server's reason when it says more than the title. */
const reportFailure = (title: string, error: unknown) => {
  const { message } = failureOf(error);
  toast.error(title, message === title ? undefined : message);
};

/**
 * Follow the model's showcase collection (spec §4): the state comes from `collection.getFollowState`, changes show
 * at once and roll back with the catalogue's message when the server refuses. Anonymous visitors sign in first.
 */
export function ShowcaseFollow({ collectionId }: { collectionId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const signInHref = useSignInHref();
  const navigate = useNavigate();
  const stateQuery = trpc.collection.getFollowState.queryOptions({ collectionId });
  const following = useQuery(stateQuery).data?.following ?? false;
  const optimistic = (next: boolean, failureTitle: string) => ({
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: stateQuery.queryKey });
      queryClient.setQueryData(stateQuery.queryKey, { following: next });
    },
    onError: (error: unknown) => {
      queryClient.setQueryData(stateQuery.queryKey, { following: !next });
      reportFailure(failureTitle, error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: stateQuery.queryKey }),
  });
  const follow = useMutation(
    trpc.collection.follow.mutationOptions(optimistic(true, errors.followCollectionFailed.message)),
  );
  const unfollow = useMutation(
    trpc.collection.unfollow.mutationOptions(optimistic(false, errors.unfollowCollectionFailed.message)),
  );
  const toggle = (next: boolean) => {
    if (viewer === null) navigate(signInHref);
    else (next ? follow : unfollow).mutate({ collectionId });
  };
  return (
    <div className={styles.showcase}>
      <Link href={`/collections/${collectionId}`} className={styles.showcaseLink}>
        Showcase collection
      </Link>
      <FollowButton
        isFollowing={following}
        onToggle={toggle}
        isPending={follow.isPending || unfollow.isPending}
        labels={labels}
      />
    </div>
  );
}
