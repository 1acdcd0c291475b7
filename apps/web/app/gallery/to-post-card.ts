import type { AppRouter } from '@atelier/adapters';
import type { PostCardView } from '@atelier/react-kit';
import type { inferRouterOutputs } from '@trpc/server';
import { toPicture } from './to-picture';

/** One card of `image.getImagesAsPostsInfinite` as the browser receives it. */
export type GalleryPostCard =
  inferRouterOutputs<AppRouter>['image']['getImagesAsPostsInfinite']['items'][number];

const reviewThumb = (review: GalleryPostCard['review']): PostCardView['review'] =>
  review === null ? null : review.recommended ? 'up' : 'down';

/** A post as the gallery shows it: its first image (variants and BlurHash), author, total reactions, review thumb and pin. */
export function toPostCard(post: GalleryPostCard): PostCardView | null {
  const [first] = post.images;
  // Every image of the post hidden by the gallery settings: nothing to show.
  if (first === undefined) return null;
  return {
    postId: post.postId,
    href: `/posts/${post.postId}`,
    image: toPicture(first, `Image posted by ${post.user.username}`),
    imageCount: post.images.length,
    author: { username: post.user.username, profileHref: `/user/${post.user.username}` },
    reactions: [
      {
        key: 'reactions',
        label: 'reactions',
        count: post.images.reduce((sum, image) => sum + image.reactionCount, 0),
      },
    ],
    review: reviewThumb(post.review),
    isPinned: post.pinned,
  };
}
