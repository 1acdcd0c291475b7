import { describe, expect, it } from 'vitest';
import { postCardHeight, postImageHeight } from './post-card-geometry';

describe('post card geometry', () => {
  it('scales the image to the column width', () => {
    expect(postImageHeight({ width: 1024, height: 1536 }, 320)).toBe(480);
  });

  it('caps the image at 600', () => {
    expect(postImageHeight({ width: 512, height: 2048 }, 320)).toBe(600);
  });

  it('adds 58 for the header, and 8 more for a multi-image post', () => {
    const image = { width: 1024, height: 1024 };
    expect(postCardHeight({ image, imageCount: 1 }, 320)).toBe(320 + 58);
    expect(postCardHeight({ image, imageCount: 4 }, 320)).toBe(320 + 58 + 8);
  });

  it('falls back to a square for an image without dimensions', () => {
    expect(postImageHeight({ width: 0, height: 0 }, 320)).toBe(320);
  });
});
