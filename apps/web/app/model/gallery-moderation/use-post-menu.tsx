import { canPinPost, hideImage, hideUser, MAX_PINNED_POSTS, pinPost, unpinPost } from '@atelier/domain';
import { type PostCardView, type PostModerationAction, PostModerationMenu } from '@atelier/react-kit';
import type { GalleryPostCard } from '../../gallery/to-post-card';
import { useGallerySettings } from '../../gallery/use-gallery-settings';

/** Why Pin is disabled at the maximum (spec §5 names no text). */
export const PIN_LIMIT_REASON = `At most ${MAX_PINNED_POSTS} posts can be pinned: unpin one first`;

/**
 * The owner's or moderator's menu on each gallery card: pin or unpin the post in this version, hide its first image
 * (the one the card shows), hide its author. Each is one gallery settings change.
 */
export function usePostMenu(
  modelId: number,
  modelVersionId: number,
  sources: ReadonlyMap<number, GalleryPostCard>,
) {
  const { settings, change } = useGallerySettings(modelId);
  return (post: PostCardView) => {
    const source = sources.get(post.postId);
    const shownImage = source?.images[0];
    if (settings === undefined || source === undefined || shownImage === undefined) return null;
    const act = (action: PostModerationAction) =>
      change((current) => {
        switch (action) {
          case 'pin': {
            const pinned = pinPost(current, modelVersionId, post.postId);
            return pinned.ok ? pinned.value : current;
          }
          case 'unpin':
            return unpinPost(current, modelVersionId, post.postId);
          case 'hideImage':
            return hideImage(current, shownImage.id);
          case 'hideUser':
            return hideUser(current, source.user);
        }
      });
    return (
      <PostModerationMenu
        username={source.user.username}
        isPinned={source.pinned}
        {...(canPinPost(settings, modelVersionId, post.postId)
          ? {}
          : { pinDisabledReason: PIN_LIMIT_REASON })}
        onAction={act}
      />
    );
  };
}
