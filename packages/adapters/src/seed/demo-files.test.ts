import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentKeyOfImageUrl, IMAGE_CONTENT_KEY, postImageKey } from '@atelier/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFileStorage } from '../files/disk-file-storage.js';
import { FileScanner } from '../scanning/file-scanner.js';
import { SignatureScanner } from '../scanning/signature-scanner.js';
import type { ArtSubject } from './artwork/looks.js';
import { DemoFiles } from './demo-files.js';
import { Prng } from './prng.js';

const subject: ArtSubject = {
  modelName: 'Neon Harbor LORA 21',
  modelType: 'LORA',
  tags: ['cyberpunk'],
  versionName: 'v1.0',
  baseModel: 'SDXL 1.0',
};

describe('demo images in shared mode (the large preset)', () => {
  let root: string;
  let storage: DiskFileStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'atelier-demo-files-'));
    storage = new DiskFileStorage(root);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('draws a pool of 24 pictures once, and image rows share them by content key', async () => {
    const files = new DemoFiles(
      storage,
      new FileScanner(storage, new SignatureScanner()),
      new Prng(7),
      'shared',
      new Date(),
    );
    const images = [];
    for (let imageId = 1; imageId <= 60; imageId += 1) images.push(await files.image(imageId, subject));
    const hashes = await Promise.all(images.map((image) => image.hash));

    const keys = images.map((image) => contentKeyOfImageUrl(image.url));
    for (const key of keys) expect(key).toMatch(IMAGE_CONTENT_KEY);
    expect(new Set(keys).size).toBe(24);
    // Rows 24 ids apart point at the same picture, with the same size, parameters and BlurHash.
    expect(images[24]).toBe(images[0]);
    expect(hashes[24]).toBe(hashes[0]);
    expect(await readdir(path.join(root, 'post-images'))).toHaveLength(24);
    const first = images[0];
    const format = first?.url.endsWith('.png') ? 'png' : 'jpeg';
    const bytes = await storage.read(postImageKey(keys[0] ?? '', format));
    expect(await sharp(bytes ?? Buffer.alloc(0)).metadata()).toMatchObject({
      format,
      width: first?.width,
      height: first?.height,
    });
  });
});
