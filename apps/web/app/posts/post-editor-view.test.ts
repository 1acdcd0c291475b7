import { describe, expect, it } from 'vitest';
import { deleteImpact, type EditorImage, imageChanges, mergeImages, moveImage } from './post-editor-view';

const server = (id: number, fields: { nsfwLevel?: number; tags?: string[] } = {}) => ({
  id,
  url: `/images/${String(id).padStart(32, '0')}/original.png`,
  width: 64,
  height: 48,
  nsfwLevel: fields.nsfwLevel ?? 1,
  tags: (fields.tags ?? []).map((name) => ({ name })),
});

const ids = (images: readonly EditorImage[]) => images.map((image) => image.id);

describe('mergeImages', () => {
  it('starts from the server’s images, an unknown NSFW level read as PG', () => {
    expect(mergeImages(null, [server(1, { tags: ['portrait'] }), server(2, { nsfwLevel: 3 })])).toEqual([
      expect.objectContaining({ id: 1, nsfwLevel: 1, tags: ['portrait'] }),
      expect.objectContaining({ id: 2, nsfwLevel: 1, tags: [] }),
    ]);
  });

  it('keeps the viewer’s order and unsaved changes, adds new images at the end, drops removed ones', () => {
    const local = mergeImages(null, [server(1), server(2), server(3)]);
    const edited = moveImage(local, 2, -1).map((image) =>
      image.id === 3 ? { ...image, nsfwLevel: 4 as const, tags: ['night'] } : image,
    );
    const merged = mergeImages(edited, [server(1), server(3), server(4)]);
    expect(ids(merged)).toEqual([1, 3, 4]);
    expect(merged[1]).toMatchObject({ nsfwLevel: 4, tags: ['night'] });
  });
});

describe('moveImage', () => {
  const list = mergeImages(null, [server(1), server(2), server(3)]);

  it('moves an image one place up or down', () => {
    expect(ids(moveImage(list, 0, 1))).toEqual([2, 1, 3]);
    expect(ids(moveImage(list, 2, -1))).toEqual([1, 3, 2]);
  });

  it('leaves the list as it is at either end', () => {
    expect(ids(moveImage(list, 0, -1))).toEqual([1, 2, 3]);
    expect(ids(moveImage(list, 2, 1))).toEqual([1, 2, 3]);
  });
});

describe('imageChanges', () => {
  it('lists every image once in order, with its NSFW level and tag names', () => {
    const list = mergeImages(null, [server(2, { nsfwLevel: 2, tags: ['a'] }), server(1)]);
    expect(imageChanges(list)).toEqual([
      { id: 2, nsfwLevel: 2, tags: ['a'] },
      { id: 1, nsfwLevel: 1, tags: [] },
    ]);
  });
});

describe('deleteImpact', () => {
  it('says what goes and, for a review post, that the review stays', () => {
    expect(deleteImpact({ images: [1, 2, 3], review: null })).toBe(
      'This removes the post and its 3 images from the gallery and from their pages; support can restore them.',
    );
    expect(deleteImpact({ images: [1], review: { id: 1 } })).toBe(
      'This removes the post and its image from the gallery and from their pages; support can restore them. The review it belongs to stays.',
    );
  });
});
