import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentKeyOfImageUrl,
  IMAGE_CONTENT_KEY,
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  imageSources,
  postImageKey,
  postImageUrl,
} from './post-images.js';

const KEY = '0123456789abcdef0123456789abcdef';

/** `srcset` candidates as [url, width] pairs. */
const candidates = (srcSet: string): [string, number][] =>
  srcSet.split(', ').map((candidate) => {
    const [url, width] = candidate.split(' ');
    return [url ?? '', Number(width?.replace(/w$/, ''))];
  });

describe('post image URLs', () => {
  it('names the stored original and its URL by the content key, outside the public images folder', () => {
    expect(postImageKey(KEY, 'jpeg')).toBe(`post-images/${KEY}/original.jpg`);
    expect(postImageUrl(KEY, 'png')).toBe(`/images/${KEY}/original.png`);
    expect(contentKeyOfImageUrl(postImageUrl(KEY, 'webp'))).toBe(KEY);
  });

  it('finds no content key in other image URLs', () => {
    for (const url of [
      '/images/generated/1.png',
      '/images/shared/3.png',
      `/images/${KEY}/640.webp`,
      `/images/${KEY.toUpperCase()}/original.png`,
      `/images/${KEY}/original.gif`,
      `https://elsewhere.test/images/${KEY}/original.png`,
    ])
      expect(contentKeyOfImageUrl(url)).toBeNull();
  });

  it('offers every variant format, best first, and nothing for images without variants', () => {
    expect(imageSources({ url: '/images/shared/1.png', width: 512 })).toEqual([]);
    expect(imageSources({ url: postImageUrl(KEY, 'png'), width: 512 }).map((s) => s.type)).toEqual(
      IMAGE_VARIANT_FORMATS.map((format) => `image/${format}`),
    );
  });

  it('never offers a variant wider than the image, and always one as wide as the image or the widest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (width) => {
        for (const source of imageSources({ url: postImageUrl(KEY, 'jpeg'), width })) {
          const offered = candidates(source.srcSet);
          const widths = offered.map(([, w]) => w);
          expect(Math.max(...widths)).toBe(Math.min(width, Math.max(...IMAGE_VARIANT_WIDTHS)));
          expect(new Set(widths).size).toBe(widths.length);
          for (const [url] of offered) expect(url).toMatch(new RegExp(`^/images/${KEY}/\\d+\\.(avif|webp)$`));
        }
      }),
    );
  });

  it('draws content keys of the documented shape', () => {
    expect(IMAGE_CONTENT_KEY.test(KEY)).toBe(true);
    expect(IMAGE_CONTENT_KEY.test(KEY.slice(1))).toBe(false);
  });
});
