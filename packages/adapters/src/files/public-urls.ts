/**
 * Images are public: a stored image under `images/…` is served at `/images/…`. Model files are not: they leave
 * storage only through the download route, which applies the access rules.
 */
export const IMAGE_KEY_PREFIX = 'images/';
export const IMAGE_URL_PREFIX = '/images/';

export const imageUrlOf = (storageKey: string): string => {
  if (!storageKey.startsWith(IMAGE_KEY_PREFIX)) throw new Error(`${storageKey} is not an image key`);
  return IMAGE_URL_PREFIX + storageKey.slice(IMAGE_KEY_PREFIX.length);
};

export const imageKeyOf = (url: string): string | null =>
  url.startsWith(IMAGE_URL_PREFIX) ? IMAGE_KEY_PREFIX + url.slice(IMAGE_URL_PREFIX.length) : null;
