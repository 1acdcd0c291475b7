import { isBlurhashValid } from 'blurhash';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from './decode-image.js';
import { gifImage, pngBomb, pngImage, turnedJpegWithGps, webpImage } from './testing/image-fixtures.js';

const decoded = async (bytes: Buffer) => {
  const answer = await decodeImage(bytes);
  if ('problem' in answer) throw new Error(`refused: ${answer.problem}`);
  return answer;
};

describe('decodeImage', () => {
  it.each([
    ['PNG', pngImage, 'png'],
    ['WebP', webpImage, 'webp'],
  ] as const)('reads a %s: its size, a BlurHash, and a copy in the same format', async (_, make, format) => {
    const image = await decoded(await make(96, 64));
    expect(image).toMatchObject({ format, width: 96, height: 64 });
    expect(isBlurhashValid(image.hash)).toEqual({ result: true });
    const stored = await sharp(image.bytes).metadata();
    expect(stored).toMatchObject({ format, width: 96, height: 64 });
  });

  it('turns a JPEG as its EXIF orientation says and stores it without EXIF (no GPS position)', async () => {
    const original = await turnedJpegWithGps(96, 64);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const image = await decoded(original);

    expect(image).toMatchObject({ format: 'jpeg', width: 64, height: 96 });
    const stored = await sharp(image.bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 64, height: 96 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(Buffer.from(image.bytes).includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('refuses a decompression bomb before decoding its pixels', async () => {
    const bomb = pngBomb(100_000);
    expect(bomb.length).toBeLessThan(2048);
    expect(await decodeImage(bomb)).toEqual({ problem: 'tooManyPixels' });
  });

  it('takes an image of exactly 50 megapixels’ worth of header but refuses one pixel row more', async () => {
    // 7071×7071 = 49,999,041 pixels; 7072×7072 = 50,013,184. Neither is decoded in full: the data is truncated, so
    // the first is refused as not an image (its pixels do not decode), the second already for its header.
    expect(await decodeImage(pngBomb(7072))).toEqual({ problem: 'tooManyPixels' });
    expect(await decodeImage(pngBomb(7071))).toEqual({ problem: 'notAnImage' });
  });

  it.each([
    ['text named .png', async () => Buffer.from('just some text, not an image\n'.repeat(20))],
    ['a GIF', gifImage],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['a PNG cut in half', async () => (await pngImage(96, 64)).subarray(0, 200)],
    ['the PNG signature alone', async () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ])('refuses %s as not an image', async (_, make) => {
    expect(await decodeImage(await make())).toEqual({ problem: 'notAnImage' });
  });
});
