import { decode, isBlurhashValid } from 'blurhash';

const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

function decode83(text: string): number {
  let value = 0;
  for (const char of text) value = value * 83 + BASE83.indexOf(char);
  return value;
}

const isValid = (hash: string) => isBlurhashValid(hash).result;

/**
 * The average colour of a BlurHash as `#rrggbb` (its DC component, characters 2–5, stored as an sRGB integer), or
 * null for anything that is not a valid hash. Cheap and the same on the server and in the browser: the placeholder
 * the server renders before any script runs.
 */
export function blurhashAverageColour(hash: string | null | undefined): string | null {
  if (!hash || !isValid(hash)) return null;
  const value = decode83(hash.slice(2, 6));
  return `#${value.toString(16).padStart(6, '0')}`;
}

/** The decoded placeholder's longer side, in pixels: blurred and scaled up, more would only cost time. */
const PLACEHOLDER_SIZE = 32;
const decoded = new Map<string, string | null>();

/**
 * The BlurHash decoded into a small PNG data URL for the browser (null when there is no canvas, e.g. in tests, or
 * the hash is invalid). Memoised by hash and shape: a virtualised gallery mounts the same card many times.
 */
export function blurhashDataUrl(hash: string, width: number, height: number): string | null {
  const ratio = width > 0 && height > 0 ? width / height : 1;
  const w = ratio >= 1 ? PLACEHOLDER_SIZE : Math.max(1, Math.round(PLACEHOLDER_SIZE * ratio));
  const h = ratio >= 1 ? Math.max(1, Math.round(PLACEHOLDER_SIZE / ratio)) : PLACEHOLDER_SIZE;
  const cacheKey = `${hash}|${w}x${h}`;
  const cached = decoded.get(cacheKey);
  if (cached !== undefined) return cached;
  let url: string | null = null;
  if (isValid(hash) && typeof document !== 'undefined') {
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const context = typeof canvas.getContext === 'function' ? canvas.getContext('2d') : null;
    if (context && typeof context.createImageData === 'function') {
      const image = context.createImageData(w, h);
      image.data.set(decode(hash, w, h));
      context.putImageData(image, 0, 0);
      url = canvas.toDataURL('image/png');
    }
  }
  decoded.set(cacheKey, url);
  return url;
}
