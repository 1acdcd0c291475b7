/**
 * Images are public: a stored image under `images/…` (generated exploration images, the large demo's shared pool) is
 * served at `/images/…` as a plain file. Post images are not: they live under `post-images/{contentKey}/`, outside
 * that folder, and leave storage only through the image route, which asks who may see them (docs/images.md). Model
 * files leave storage only through the download route.
 */
export const IMAGE_KEY_PREFIX = 'images/';
export const IMAGE_URL_PREFIX = '/images/';

/** A post image's folder in the file store: its cleaned original and its variants, removed together. */
export const postImageFolder = (contentKey: string): string => `post-images/${contentKey}/`;

/** `/images/{key}/original.{ext}` and `/images/{key}/{width}.{format}`: what the image route serves. */
const POST_IMAGE_FILE =
  /^\/images\/([0-9a-f]{32})\/(original\.(?:jpg|png|webp)|(?:320|640|1280)\.(?:avif|webp))$/;

export const imageUrlOf = (storageKey: string): string => {
  if (!storageKey.startsWith(IMAGE_KEY_PREFIX)) throw new Error(`${storageKey} is not an image key`);
  return IMAGE_URL_PREFIX + storageKey.slice(IMAGE_KEY_PREFIX.length);
};

/** Where the file an image URL names is stored: a post image's under its folder, any other under `images/`. */
export const imageKeyOf = (url: string): string | null => {
  const postImage = POST_IMAGE_FILE.exec(url);
  if (postImage?.[1] !== undefined && postImage[2] !== undefined)
    return postImageFolder(postImage[1]) + postImage[2];
  return url.startsWith(IMAGE_URL_PREFIX) ? IMAGE_KEY_PREFIX + url.slice(IMAGE_URL_PREFIX.length) : null;
};
