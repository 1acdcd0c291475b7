import { describe, expect, it } from 'vitest';
import { type ImageUpload, nextUpload, queuedUploads, uploadedImages, uploadViews } from './post-images-view';

const anImage = (id: number, width = 832, height = 1216) => ({
  id,
  url: `/images/posts/1/${id}.png`,
  width,
  height,
});

describe('uploadedImages', () => {
  it("lists every image of the viewer's posts with the size the server measured", () => {
    const posts = [
      { images: [anImage(3, 1024, 1024)] },
      { images: [anImage(1), anImage(2)] },
      { images: [] },
    ];
    expect(uploadedImages(posts)).toEqual([
      { id: 3, url: '/images/posts/1/3.png', width: 1024, height: 1024, alt: 'Image 1' },
      { id: 1, url: '/images/posts/1/1.png', width: 832, height: 1216, alt: 'Image 2' },
      { id: 2, url: '/images/posts/1/2.png', width: 832, height: 1216, alt: 'Image 3' },
    ]);
    expect(uploadedImages([])).toEqual([]);
  });
});

describe('the upload queue', () => {
  const files = [new File([new Uint8Array(2048)], 'a.png'), new File([new Uint8Array(1024)], 'b.jpg')];

  it('queues chosen images with their sizes in KB and keys that never repeat', () => {
    const queued = queuedUploads(files, 4);
    expect(uploadViews(queued)).toEqual([
      { id: 'upload-4', name: 'a.png', sentKB: 0, totalKB: 2, phase: 'waiting', error: null },
      { id: 'upload-5', name: 'b.jpg', sentKB: 0, totalKB: 1, phase: 'waiting', error: null },
    ]);
  });

  it('starts one upload at a time, in the order chosen, skipping refused ones', () => {
    const [a, b] = queuedUploads(files, 0) as [ImageUpload, ImageUpload];
    expect(nextUpload([a, b])?.name).toBe('a.png');
    expect(nextUpload([{ ...a, phase: 'uploading' }, b])).toBeNull();
    expect(nextUpload([{ ...a, phase: 'adding' }, b])).toBeNull();
    expect(nextUpload([{ ...a, phase: 'failed' }, b])?.name).toBe('b.jpg');
    expect(nextUpload([{ ...a, phase: 'failed' }])).toBeNull();
  });
});
