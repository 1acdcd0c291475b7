import { FollowButton } from '@atelier/react-kit';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { failureOf, useTRPC } from '../../api/trpc';
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
 * Follow the model's showcase collection (spec §4), optimistically, rolled back with the catalogue's message on
 * failure. The API tells no one whether they already follow a collection, so the button starts at "Follow" and
 * then shows what the server answered.
 */
export function ShowcaseFollow({ collectionId }: { collectionId: number }) {
  const trpc = useTRPC();
  const viewer = useViewer();
  const signInHref = useSignInHref();
  const navigate = useNavigate();
  const [following, setFollowing] = useState(false);
  const settle = {
    onSuccess: (answer: { following: boolean }) => setFollowing(answer.following),
  };
  const follow = useMutation(
    trpc.collection.follow.mutationOptions({
      ...settle,
      onError: (error) => {
        setFollowing(false);
        reportFailure('Unable to follow this collection', error);
      },
    }),
  );
  const unfollow = useMutation(
    trpc.collection.unfollow.mutationOptions({
      ...settle,
      onError: (error) => {
        setFollowing(true);
        reportFailure('Unable to unfollow this collection', error);
      },
    }),
  );
  const toggle = (next: boolean) => {
    if (viewer === null) {
      navigate(signInHref);
      return;
    }
    setFollowing(next);
    (next ? follow : unfollow).mutate({ collectionId });
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
