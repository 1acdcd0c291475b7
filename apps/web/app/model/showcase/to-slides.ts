import type { AppRouter } from '@atelier/adapters';
import type { ShowcaseSlideView } from '@atelier/react-kit';
import type { inferRouterOutputs } from '@trpc/server';
import { toPicture } from '../../gallery/to-picture';

/** `image.getShowcase` as the browser receives it: the version's first post, or null. */
export type ShowcasePost = inferRouterOutputs<AppRouter>['image']['getShowcase'];

/** The showcase's slides: each image of the post with its variants and BlurHash, leading to the post's page. */
export const toSlides = (post: ShowcasePost): ShowcaseSlideView[] =>
  post === null
    ? []
    : post.images.map((image, index) => ({
        ...toPicture(image, `Image ${index + 1} of ${post.images.length}, posted by ${post.user.username}`),
        id: image.id,
        href: `/posts/${post.postId}`,
      }));
