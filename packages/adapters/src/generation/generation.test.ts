import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng, pngSize, renderGradient } from './png.js';

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
