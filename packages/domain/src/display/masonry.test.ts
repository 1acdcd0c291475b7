import { describe, expect, it } from 'vitest';
import { MASONRY, masonryColumns } from './masonry.js';

describe('masonryColumns (spec §9)', () => {
  it('fits 320-pixel columns with 16-pixel gaps', () => {
    expect(masonryColumns(655)).toEqual({ count: 1, width: 450 });
    expect(masonryColumns(656)).toEqual({ count: 2, width: 320 });
    expect(masonryColumns(3 * 320 + 2 * 16)).toEqual({ count: 3, width: 320 });
    expect(masonryColumns(3 * 320 + 2 * 16 - 1)).toEqual({ count: 2, width: 320 });
  });

  it('never exceeds 7 columns, or 6 in the gallery', () => {
    expect(masonryColumns(5000).count).toBe(7);
    expect(masonryColumns(5000, { maxColumns: MASONRY.galleryMaxColumns }).count).toBe(6);
  });

  it('keeps a single column up to 450 pixels wide', () => {
    expect(masonryColumns(300)).toEqual({ count: 1, width: 300 });
    expect(masonryColumns(500)).toEqual({ count: 1, width: 450 });
    expect(masonryColumns(0)).toEqual({ count: 1, width: 0 });
  });
});
