import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postImageKey } from '@atelier/domain';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskFileStorage } from '../files/disk-file-storage.js';
import { ImageVariants } from './image-variants.js';
import { pngImage } from './testing/image-fixtures.js';

const KEY = 'ab'.repeat(16);

describe('image variants', () => {
  let root = '';
  let storage: DiskFileStorage;
  let variants: ImageVariants;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'atelier-variants-'));
    storage = new DiskFileStorage(root);
    variants = new ImageVariants(storage);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const storeOriginal = async (width: number, height: number) =>
    storage.write(postImageKey(KEY, 'png'), await pngImage(width, height));

  it.each([
    ['avif', 640, 640],
    ['webp', 320, 320],
    ['webp', 1280, 1000],
  ] as const)(
    'makes the %s at %i from the stored original, never wider than it',
    async (format, width, shown) => {
      await storeOriginal(1000, 500);

      const made = await variants.variant(KEY, width, format);

      expect(made).toBe(storage.pathOf(`post-images/${KEY}/${width}.${format}`));
      const info = await sharp(made ?? '').metadata();
      expect(info).toMatchObject({
        width: shown,
        height: shown / 2,
        format: format === 'avif' ? 'heif' : 'webp',
      });
      expect(info.exif).toBeUndefined();
    },
  );

  it('makes a variant once: asked again it is served from disk, asked at once by many it is made by one', async () => {
    await storeOriginal(800, 600);

    const [first, ...others] = await Promise.all(
      Array.from({ length: 5 }, () => variants.variant(KEY, 640, 'webp')),
    );
    const made = await stat(first ?? '');
    expect(others).toEqual([first, first, first, first]);
    expect(variants.generated).toBe(1);

    expect(await variants.variant(KEY, 640, 'webp')).toBe(first);
    expect(variants.generated).toBe(1);
    expect(await stat(first ?? '')).toMatchObject({ ino: made.ino, mtimeMs: made.mtimeMs });
    // No temporary file is left beside it.
    expect((await readdir(storage.pathOf(`post-images/${KEY}/`))).sort()).toEqual([
      '640.webp',
      'original.png',
    ]);
  });

  it('prepares what a page may ask for: each width up to the first as wide as the image, in both formats', async () => {
    await storeOriginal(500, 400);

    expect(await variants.prepare(KEY)).toBe(true);

    expect((await readdir(storage.pathOf(`post-images/${KEY}/`))).sort()).toEqual([
      '320.avif',
      '320.webp',
      '640.avif',
      '640.webp',
      'original.png',
    ]);
    expect(variants.generated).toBe(4);
    expect(await variants.prepare(KEY)).toBe(true);
    expect(variants.generated).toBe(4);
  });

  it('goes with its image: removing the folder key removes the original and every variant', async () => {
    await storeOriginal(400, 300);
    await variants.prepare(KEY);
    await storage.write('post-images/kept/original.png', await pngImage(8, 8));

    await storage.remove(`post-images/${KEY}/`);

    expect(await readdir(storage.pathOf('post-images'))).toEqual(['kept']);
    expect(await variants.variant(KEY, 320, 'webp')).toBeNull();
  });

  it('has nothing for a key without a stored original, nor for a malformed key', async () => {
    expect(await variants.variant(KEY, 320, 'webp')).toBeNull();
    expect(await variants.prepare(KEY)).toBe(false);
    expect(await variants.variant('../../etc', 320, 'webp')).toBeNull();
    expect(await variants.original('AB'.repeat(16))).toBeNull();
    expect(variants.generated).toBe(0);
  });
});
