import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test images made on the spot (no binary fixtures in the repository). */

/** A `width`×`height` gradient, so it decodes to something and not a single colour. */
export const gradientPixels = (width: number, height: number): Buffer => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = ((i % width) * 255) / width;
    pixels[i * 3 + 1] = (Math.floor(i / width) * 255) / height;
    pixels[i * 3 + 2] = 128;
  }
  return pixels;
};

const raw = (width: number, height: number) =>
  sharp(gradientPixels(width, height), { raw: { width, height, channels: 3 } });

export const pngImage = async (width = 96, height = 64): Promise<Buffer> =>
  raw(width, height).png().toBuffer();

export const webpImage = async (width = 96, height = 64): Promise<Buffer> =>
  raw(width, height).webp().toBuffer();

/** A JPEG stored `width`×`height` with EXIF orientation 6 (shown turned a quarter) and a GPS position. */
export const turnedJpegWithGps = async (width = 96, height = 64): Promise<Buffer> =>
  raw(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
    .toBuffer();

export const gifImage = async (): Promise<Buffer> => raw(16, 16).gif().toBuffer();

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb: a PNG of a few hundred bytes whose header declares `side`×`side` grey pixels (10¹⁰ for
 * 100000), with a little compressed data; decoding it in full would take gigabytes.
 */
export const pngBomb = (side = 100_000): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((side + 1) * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
