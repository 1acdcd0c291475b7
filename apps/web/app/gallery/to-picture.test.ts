import { describe, expect, it } from 'vitest';
import { toPicture } from './to-picture';

const key = '0123456789abcdef0123456789abcdef';

describe('toPicture', () => {
  it('offers the variants of a stored post image, best format first, with its BlurHash', () => {
    const picture = toPicture(
      { url: `/images/${key}/original.png`, width: 1024, height: 1536, hash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' },
      'A lighthouse',
    );
    expect(picture).toEqual({
      url: `/images/${key}/original.png`,
      width: 1024,
      height: 1536,
      alt: 'A lighthouse',
      sources: [
        {
          type: 'image/avif',
          srcSet: `/images/${key}/320.avif 320w, /images/${key}/640.avif 640w, /images/${key}/1280.avif 1024w`,
        },
        {
          type: 'image/webp',
          srcSet: `/images/${key}/320.webp 320w, /images/${key}/640.webp 640w, /images/${key}/1280.webp 1024w`,
        },
      ],
      placeholder: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
    });
  });

  it('offers only the original of an image without variants', () => {
    expect(toPicture({ url: '/images/demo/7.png', width: 512, height: 512, hash: null }, '')).toMatchObject({
      sources: [],
      placeholder: null,
    });
  });
});
