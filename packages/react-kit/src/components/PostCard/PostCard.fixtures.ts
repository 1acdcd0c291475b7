import type { PostCardView } from '../../view-models/gallery';
import { sampleBlurhash } from '../ResponsiveImage/ResponsiveImage.fixtures';
import type { PostCardGeometry } from './PostCard';

const swatches = ['#7aa7d6', '#d6a77a', '#8fd67a', '#c27ad6', '#d67a8f', '#7ad6c8'];

/** An SVG image of the given size, so stories need no network. */
export function svgImage(width: number, height: number, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#ffffff88"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export function aPostCardView(overrides: Partial<PostCardView> = {}): PostCardView {
  const postId = overrides.postId ?? 1;
  const colour = swatches[postId % swatches.length] ?? '#7aa7d6';
  return {
    postId,
    href: `/posts/${postId}`,
    image: {
      url: svgImage(1024, 1536, colour),
      width: 1024,
      height: 1536,
      alt: `Watercolour landscape ${postId}`,
      placeholder: sampleBlurhash,
    },
    imageCount: 1,
    author: { username: 'alice', profileHref: '/user/alice' },
    reactions: [{ key: 'like', label: 'reactions', count: 1234 }],
    ...overrides,
  };
}

/** Posts with varied shapes, for masonry stories and tests. */
export function somePosts(count: number, startId = 1): PostCardView[] {
  const shapes = [
    [1024, 1536],
    [1024, 1024],
    [1536, 1024],
    [832, 1216],
    [1024, 2048],
  ] as const;
  return Array.from({ length: count }, (_, i) => {
    const postId = startId + i;
    const [width, height] = shapes[i % shapes.length] ?? [1024, 1024];
    const colour = swatches[postId % swatches.length] ?? '#7aa7d6';
    return aPostCardView({
      postId,
      image: {
        url: svgImage(width, height, colour),
        width,
        height,
        alt: `Post ${postId}`,
        placeholder: sampleBlurhash,
      },
      imageCount: i % 4 === 0 ? 3 : 1,
      review: i % 5 === 1 ? 'up' : null,
    });
  });
}

/** A stand-in for the domain's `galleryImageHeight` and `galleryItemHeight`, which the web app passes (spec §9). */
export const postCardGeometry: PostCardGeometry = {
  imageHeight: (image, columnWidth) =>
    image.width > 0 && image.height > 0
      ? Math.min(600, Math.round((columnWidth * image.height) / image.width))
      : Math.min(columnWidth, 600),
  cardHeight: (post, columnWidth) =>
    postCardGeometry.imageHeight(post.image, columnWidth) + 58 + (post.imageCount > 1 ? 8 : 0),
};
