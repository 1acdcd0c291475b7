import { describe, expect, it } from 'vitest';
import { galleryImageHeight, galleryItemHeight, galleryPageSize } from './gallery-layout.js';

describe('galleryPageSize (spec §9)', () => {
  it('loads 25 posts on small screens and 50 otherwise', () => {
    expect(galleryPageSize(true)).toBe(25);
    expect(galleryPageSize(false)).toBe(50);
  });
});

describe('galleryItemHeight (spec §9)', () => {
  it('scales the image to the column and adds the 58-pixel header', () => {
    expect(galleryItemHeight({ columnWidth: 320, imageWidth: 640, imageHeight: 480, imageCount: 1 })).toBe(
      240 + 58,
    );
  });

  it('caps the image at 600 pixels', () => {
    expect(galleryItemHeight({ columnWidth: 320, imageWidth: 100, imageHeight: 1000, imageCount: 1 })).toBe(
      600 + 58,
    );
  });

  it('adds 8 pixels for a post with several images', () => {
    expect(galleryItemHeight({ columnWidth: 320, imageWidth: 320, imageHeight: 320, imageCount: 3 })).toBe(
      320 + 58 + 8,
    );
  });
});

describe('galleryImageHeight (spec §9)', () => {
  it('rounds the scaled image to whole pixels', () => {
    expect(galleryImageHeight(320, { width: 300, height: 200 })).toBe(213);
  });

  it('shows an image without dimensions as a square, still capped at 600', () => {
    expect(galleryImageHeight(320, { width: 0, height: 0 })).toBe(320);
    expect(galleryImageHeight(900, { width: 0, height: 0 })).toBe(600);
  });
});
