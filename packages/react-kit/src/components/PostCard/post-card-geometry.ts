/**
 * A post card's height at a column width (spec §9: the image at most 600 tall, plus 58 for the header and 8 for the
 * stacked edge of a multi-image post). The masonry places cards with it before any image has loaded, so the card
 * renders at exactly this height. Pure functions, tested in post-card-geometry.test.ts.
 */
export const POST_CARD_MAX_IMAGE_HEIGHT = 600;
export const POST_CARD_HEADER_HEIGHT = 58;
export const POST_CARD_STACK_HEIGHT = 8;

export function postImageHeight(image: { width: number; height: number }, columnWidth: number): number {
  if (image.width <= 0 || image.height <= 0) return Math.min(columnWidth, POST_CARD_MAX_IMAGE_HEIGHT);
  return Math.min(POST_CARD_MAX_IMAGE_HEIGHT, Math.round((columnWidth * image.height) / image.width));
}

export function postCardHeight(
  post: { image: { width: number; height: number }; imageCount: number },
  columnWidth: number,
): number {
  const stack = post.imageCount > 1 ? POST_CARD_STACK_HEIGHT : 0;
  return postImageHeight(post.image, columnWidth) + POST_CARD_HEADER_HEIGHT + stack;
}
