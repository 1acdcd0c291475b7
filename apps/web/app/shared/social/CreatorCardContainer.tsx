import { CreatorCard, Notice, Skeleton } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTRPC } from '../../api/trpc';
import { useSignInHref, useViewer } from '../../shell/use-viewer';
import { toCreatorCardView } from './creator-card-view';
import type { Creator } from './creator-types';
import { useFollow } from './use-follow';
import { useTip } from './use-tip';

/** The creator card of a user with live follow / tip / chat actions (used by the model page and the profile). */
export function CreatorCardContainer({ userId, headingLevel }: { userId: number; headingLevel?: 2 | 3 | 4 }) {
  const trpc = useTRPC();
  const creator = useQuery(trpc.user.getCreator.queryOptions({ id: userId }));
  if (creator.data) return <LiveCreatorCard creator={creator.data} headingLevel={headingLevel} />;
  if (creator.isError) return <Notice tone="critical" title={creator.error.message} />;
  return <Skeleton shape="text" lines={4} />;
}

/** Where the chat with a user opens; the chat itself lives elsewhere. */
const chatHref = (creator: Creator) => `/chat?with=${encodeURIComponent(creator.username)}`;

function LiveCreatorCard({ creator, headingLevel }: { creator: Creator; headingLevel?: 2 | 3 | 4 }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const signInHref = useSignInHref();
  const follow = useFollow(creator.id);
  const { tip, dialog } = useTip({
    userId: creator.id,
    username: creator.username,
    entityType: 'user',
    entityId: creator.id,
  });
  const signedIn = viewer !== null;
  return (
    <>
      <CreatorCard
        creator={toCreatorCardView(creator)}
        {...(headingLevel ? { headingLevel } : {})}
        isSelf={viewer?.id === creator.id}
        follow={{
          isFollowing: follow.isFollowing,
          followerCount: creator.stats.followerCountAllTime,
          isPending: follow.isPending,
          onToggle: () => (signedIn ? follow.toggle() : navigate(signInHref)),
        }}
        tip={tip}
        chat={{ onChat: () => navigate(signedIn ? chatHref(creator) : signInHref) }}
      />
      {dialog}
    </>
  );
}
