/**
 * The rules of a post's images (issue 14's minimal post path): which formats the hub takes, how large an image may
 * be, how many a post holds, and where each is stored.
 */

/** What the hub decodes and stores. GIF and AVIF are refused: animation and AVIF's costly decoder wait for later. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * The most pixels a decoded image may have (50 megapixels, e.g. 8660×5773). A few kilobytes of PNG can declare
 * 100000×100000 pixels and take gigabytes to decode (a decompression bomb); such images are refused unread.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The most images one post holds. */
export const MAX_POST_IMAGES = 20;

/** The NSFW levels an image may be given (browsing-level bit flags); 1 is safe for work. */
export const IMAGE_NSFW_LEVELS = [1, 2, 4, 8, 16] as const;
export type ImageNsfwLevel = (typeof IMAGE_NSFW_LEVELS)[number];

const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** Where image `imageId` of post `postId` lives in the file store; the image route serves it at `/` + this key. */
export const postImageKey = (postId: number, imageId: number, format: ImageFormat): string =>
  `images/posts/${postId}/${imageId}.${EXTENSIONS[format]}`;

/** The URL of a stored post image (the image route decides who may see it). */
export const postImageUrl = (postId: number, imageId: number, format: ImageFormat): string =>
  `/${postImageKey(postId, imageId, format)}`;

/** The longest post title. */
export const POST_TITLE_MAX_LENGTH = 255;

/** Most posts `post.getInfinite` returns at once, and how many when not asked. */
export const POSTS_PAGE_MAX = 50;
export const POSTS_PAGE_DEFAULT = 20;
