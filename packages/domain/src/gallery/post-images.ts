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

/** The most tags one image carries (chosen from the hub's tags in the post editor). */
export const MAX_IMAGE_TAGS = 10;

/** The NSFW levels an image may be given (browsing-level bit flags); 1 is safe for work. */
export const IMAGE_NSFW_LEVELS = [1, 2, 4, 8, 16] as const;
export type ImageNsfwLevel = (typeof IMAGE_NSFW_LEVELS)[number];

const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/**
 * A post image's content key: 128 random bits in lower-case hex, drawn when the image is stored. Its URLs are built
 * from it rather than from a sequential id, so nobody can walk the hub's images by counting.
 */
export const IMAGE_CONTENT_KEY = /^[0-9a-f]{32}$/;

/** The widths the image route serves a post image at (never wider than the image itself). */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
/** The formats of the variants, best first: a browser takes the first it can decode. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/**
 * Where a post image's cleaned original lives in the file store. Outside `images/`, which is served as public files:
 * a post image leaves storage only through the image route, which asks who may see it. Its variants sit beside it
 * (`post-images/{key}/{width}.{format}`).
 */
export const postImageKey = (contentKey: string, format: ImageFormat): string =>
  `post-images/${contentKey}/original.${EXTENSIONS[format]}`;

/** The URL of a stored post image's cleaned original (the image route decides who may see it). */
export const postImageUrl = (contentKey: string, format: ImageFormat): string =>
  `/images/${contentKey}/original.${EXTENSIONS[format]}`;

const POST_IMAGE_URL = /^\/images\/([0-9a-f]{32})\/original\.(jpg|png|webp)$/;

/** The content key of a post image's URL; null for other images (generated ones, the large demo's shared pool). */
export const contentKeyOfImageUrl = (url: string): string | null => POST_IMAGE_URL.exec(url)?.[1] ?? null;

/** The URL of one variant of the post image at `url`. */
const imageVariantUrl = (contentKey: string, width: ImageVariantWidth, format: ImageVariantFormat): string =>
  `/images/${contentKey}/${width}.${format}`;

/** One `<source>` of a `<picture>`: a format and its `srcset` (URLs with their real widths). */
export type ImageSource = { type: `image/${ImageVariantFormat}`; srcSet: string };

/**
 * The variants a page may offer for an image `width` pixels wide at `url`, best format first; empty for images
 * without variants. A variant is never wider than the image: the narrowest variant at least as wide as the image is
 * offered at the image's own width, and the wider ones are left out.
 */
export const imageSources = (image: { url: string; width: number }): ImageSource[] => {
  const contentKey = contentKeyOfImageUrl(image.url);
  if (contentKey === null) return [];
  const widths: [ImageVariantWidth, number][] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    widths.push([width, Math.min(width, image.width)]);
    if (width >= image.width) break;
  }
  return IMAGE_VARIANT_FORMATS.map((format) => ({
    type: `image/${format}` as const,
    srcSet: widths
      .map(([width, real]) => `${imageVariantUrl(contentKey, width, format)} ${real}w`)
      .join(', '),
  }));
};

/** The longest post title. */
export const POST_TITLE_MAX_LENGTH = 255;

/** Most posts `post.getInfinite` returns at once, and how many when not asked. */
export const POSTS_PAGE_MAX = 50;
export const POSTS_PAGE_DEFAULT = 20;
