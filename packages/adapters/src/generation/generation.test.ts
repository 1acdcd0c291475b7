import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskFileStorage } from '../files/disk-file-storage.js';
import { imageKeyOf } from '../files/public-urls.js';
import { LocalPlaceholderGeneration } from './local-placeholder-generation.js';
import { encodePng, pngSize, renderGradient } from './png.js';

const dir = await mkdtemp(path.join(tmpdir(), 'atelier-generation-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Splits a PNG into chunks, checking each CRC as a decoder would. */
function chunksOf(png: Uint8Array): { type: string; data: Uint8Array }[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let position = 8; position < png.length; ) {
    const length = view.getUint32(position);
    const typeAndData = png.subarray(position + 4, position + 8 + length);
    expect(view.getUint32(position + 8 + length)).toBe(crc32(typeAndData) >>> 0);
    chunks.push({
      type: new TextDecoder().decode(typeAndData.subarray(0, 4)),
      data: typeAndData.subarray(4),
    });
    position += 12 + length;
  }
  return chunks;
}

describe('PNG encoder', () => {
  it('writes chunks a decoder accepts, with the pixels given', () => {
    const rgb = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const png = encodePng(2, 2, rgb);

    const chunks = chunksOf(png);

    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(pngSize(png)).toEqual({ width: 2, height: 2 });
    expect(Array.from(inflateSync(chunks[1]?.data ?? new Uint8Array()))).toEqual([
      // Each row starts with its filter byte (0: none).
      0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 10, 20, 30,
    ]);
  });

  it('draws the same gradient for the same colours', () => {
    expect(renderGradient(64, 32, [0, 0, 0], [255, 255, 255])).toEqual(
      renderGradient(64, 32, [0, 0, 0], [255, 255, 255]),
    );
    expect(pngSize(renderGradient(64, 32, [0, 0, 0], [1, 2, 3]))).toEqual({ width: 64, height: 32 });
  });
});

describe('LocalPlaceholderGeneration', () => {
  const storage = new DiskFileStorage(dir);
  const generation = new LocalPlaceholderGeneration(storage);

  it('stores one PNG per result and returns their public URLs', async () => {
    const result = await generation.generate(1, { prompt: 'a red fox', offset: 3, count: 2 });

    expect(result.ok).toBe(true);
    const urls = result.ok ? result.value.imageUrls : [];
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url).toMatch(/^\/images\/generated\/[0-9a-f]{24}\.png$/);
      const bytes = await storage.read(imageKeyOf(url) ?? '');
      expect(pngSize(bytes ?? new Uint8Array())).toEqual({ width: 256, height: 256 });
    }
  });

  it('is deterministic per prompt and position', async () => {
    const first = await generation.generate(1, { prompt: 'a red fox', offset: 4, count: 1 });
    const again = await generation.generate(2, { prompt: 'a red fox', offset: 4, count: 1 });
    const other = await generation.generate(1, { prompt: 'a blue fox', offset: 4, count: 1 });

    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('counts requests in flight per user', async () => {
    const running = generation.generate(7, { prompt: 'slow', offset: 0, count: 3 });

    expect(await generation.pendingCount(7)).toBe(1);
    await running;
    expect(await generation.pendingCount(7)).toBe(0);
  });
});
