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

/** A JPEG or WebP whose EXIF UserComment holds `text` (sharp writes it with the `ASCII` character code). */
export const withUserComment = async (format: 'jpeg' | 'webp', text: string): Promise<Buffer> =>
  raw(96, 64)
    [format]()
    .withExif({ IFD0: { Make: 'TestCam' }, IFD2: { UserComment: text } })
    .toBuffer();

const uint16 = (value: number, bigEndian: boolean): Buffer => {
  const bytes = Buffer.alloc(2);
  if (bigEndian) bytes.writeUInt16BE(value);
  else bytes.writeUInt16LE(value);
  return bytes;
};
const uint32 = (value: number, bigEndian: boolean): Buffer => {
  const bytes = Buffer.alloc(4);
  if (bigEndian) bytes.writeUInt32BE(value);
  else bytes.writeUInt32LE(value);
  return bytes;
};

/**
 * A JPEG whose EXIF (written by hand, in the byte order asked) has only a UserComment of these bytes (character code
 * included): how A1111 (piexif) stores `UNICODE\0` and UTF-16 text, which sharp cannot write.
 */
export const jpegWithUserCommentBytes = async (comment: Buffer, bigEndian: boolean): Promise<Buffer> => {
  const tiff = Buffer.concat([
    Buffer.from(bigEndian ? 'MM' : 'II', 'ascii'),
    uint16(42, bigEndian),
    uint32(8, bigEndian),
    // IFD0 at 8: one entry, the Exif IFD's offset (26).
    uint16(1, bigEndian),
    uint16(0x8769, bigEndian),
    uint16(4, bigEndian),
    uint32(1, bigEndian),
    uint32(26, bigEndian),
    uint32(0, bigEndian),
    // The Exif IFD at 26: one entry, UserComment (UNDEFINED bytes) stored at 44.
    uint16(1, bigEndian),
    uint16(0x9286, bigEndian),
    uint16(7, bigEndian),
    uint32(comment.length, bigEndian),
    uint32(44, bigEndian),
    uint32(0, bigEndian),
    comment,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  const jpeg = await raw(96, 64).jpeg().toBuffer();
  // Right after the start-of-image marker, as cameras place their APP1.
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
};

export const gifImage = async (): Promise<Buffer> => raw(16, 16).gif().toBuffer();

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG text chunk: `tEXt` (Latin-1) or `iTXt` (UTF-8, uncompressed), as AI image tools write their parameters. */
export const textChunk = (keyword: string, text: string, kind: 'tEXt' | 'iTXt' = 'tEXt'): Buffer =>
  kind === 'tEXt'
    ? chunk('tEXt', Buffer.concat([Buffer.from(`${keyword}\0`, 'latin1'), Buffer.from(text, 'latin1')]))
    : chunk(
        'iTXt',
        Buffer.concat([Buffer.from(`${keyword}\0\0\0\0\0`, 'latin1'), Buffer.from(text, 'utf8')]),
      );

/** A PNG with these chunks right after its header (IHDR is always 33 bytes in with the signature). */
export const pngWithChunks = async (...chunks: Buffer[]): Promise<Buffer> => {
  const png = await pngImage(96, 64);
  return Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);
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
