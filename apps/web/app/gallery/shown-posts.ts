import { type GallerySettings, pinnedPostsOf } from '@atelier/domain';
import type { GalleryPostCard } from './to-post-card';

/**
 * The loaded gallery posts as the current settings would have the server send them: without hidden users and
 * images, pins marked and first. The server applies the settings itself; this shows an owner's change at once,
 * until the gallery is fetched again (and shows it undone when the change fails).
 */
export function shownPosts(
  posts: GalleryPostCard[],
  settings: GallerySettings,
  modelVersionId: number,
): GalleryPostCard[] {
  const hiddenUsers = new Set(settings.hiddenUsers.map(({ id }) => id));
  const hiddenImages = new Set(settings.hiddenImages);
  const pinned = pinnedPostsOf(settings, modelVersionId);
  const shown = posts
    .filter((post) => !hiddenUsers.has(post.user.id))
    .map((post) => ({
      ...post,
      images: post.images.filter((image) => !hiddenImages.has(image.id)),
      pinned: pinned.includes(post.postId),
    }));
  const pins = pinned.flatMap((postId) => shown.filter((post) => post.postId === postId));
  return [...pins, ...shown.filter((post) => !post.pinned)];
}
