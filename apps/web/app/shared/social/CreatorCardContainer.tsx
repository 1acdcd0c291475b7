import { CreatorCard, Notice, Skeleton } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTRPC } from '../../api/trpc';
import { chatWithHref } from '../../chat/chat-query';
import { useChatEnabled } from '../../chat/use-chat';
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
  // No chat button at all when this hub has chat turned off.
  const chatEnabled = useChatEnabled() === true;
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
        {...(tip ? { tip } : {})}
        // /chat sends a signed-out visitor to sign in, coming back to this chat afterwards.
        {...(chatEnabled ? { chat: { onChat: () => navigate(chatWithHref(creator.username)) } } : {})}
      />
      {dialog}
    </>
  );
}
