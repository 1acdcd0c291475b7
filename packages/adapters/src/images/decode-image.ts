import { randomBytes } from 'node:crypto';
import {
  type DecodedImage,
  IMAGE_FORMATS,
  type ImageFormat,
  type ImageProblem,
  MAX_IMAGE_PIXELS,
} from '@atelier/domain';
import { encode as blurhashOf } from 'blurhash';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { generationParametersOf } from './generation-parameters.js';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/**
 * The magic bytes of each accepted format. Checked before sharp sees the bytes, so only these three decoders ever
 * run on an upload (libvips also reads SVG, TIFF, HEIF and more, which we never want to parse).
 */
const MAGIC: Record<ImageFormat, (bytes: Uint8Array) => boolean> = {
  jpeg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  webp: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
};

/** Re-encoding: the same format, without metadata (sharp keeps none unless asked); JPEG and WebP near-lossless. */
const ENCODE: Record<ImageFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 92 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 92 }),
};

const NOT_AN_IMAGE = { problem: 'notAnImage' } as const;
const TOO_MANY_PIXELS = { problem: 'tooManyPixels' } as const;

/** Options for every decode: the pixel limit is libvips' own guard against decompression bombs. */
const INPUT = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;

/** sharp refuses a header declaring more than `limitInputPixels` already when reading the metadata. */
const problemOf = (error: unknown): { problem: ImageProblem } =>
  error instanceof Error && /pixel limit/i.test(error.message) ? TOO_MANY_PIXELS : NOT_AN_IMAGE;

/** A BlurHash (4×3 components) of a 32-pixel thumbnail: the placeholder a gallery shows while the image loads. */
const placeholderOf = async (image: Buffer): Promise<string> => {
  const { data, info } = await sharp(image, INPUT)
    .resize(32, 32, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return blurhashOf(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
    4,
    3,
  );
};

/**
 * Decodes an image as the hub accepts it (docs/uploads.md): a JPEG, PNG or WebP by its magic bytes, whose header
 * declares at most `MAX_IMAGE_PIXELS` (read before any pixel is decoded) and whose pixels decode whole to the
 * declared size. The answer carries the size as shown (EXIF orientation applied), a BlurHash, and the image
 * re-encoded without metadata — EXIF with its GPS position, XMP, comments — which is what the hub stores; of that
 * metadata only the generation parameters (prompt, sampler, seed…) are kept, as `meta` (docs/images.md).
 */
export const decodeImage = async (bytes: Buffer): Promise<DecodedImage | { problem: ImageProblem }> => {
  const format = IMAGE_FORMATS.find((candidate) => MAGIC[candidate](bytes));
  if (format === undefined) return NOT_AN_IMAGE;
  let declared: Metadata;
  try {
    declared = await sharp(bytes, INPUT).metadata();
  } catch (error) {
    return problemOf(error);
  }
  if (declared.format !== format) return NOT_AN_IMAGE;
  // sharp checks the same limit; asked here too so the rule does not hang on one library option alone.
  if (declared.width * declared.height > MAX_IMAGE_PIXELS) return TOO_MANY_PIXELS;
  try {
    const { data, info } = await ENCODE[format](sharp(bytes, INPUT).autoOrient()).toBuffer({
      resolveWithObject: true,
    });
    // Orientations 5 to 8 turn the image a quarter: the width shown is the height stored.
    const turned = (declared.orientation ?? 1) >= 5;
    const width = turned ? declared.height : declared.width;
    const height = turned ? declared.width : declared.height;
    if (info.width !== width || info.height !== height) return NOT_AN_IMAGE;
    const contentKey = randomBytes(16).toString('hex');
    return {
      format,
      width,
      height,
      hash: await placeholderOf(data),
      contentKey,
      // Read from the upload's own metadata: the stored copy has none.
      meta: generationParametersOf(declared),
      bytes: new Uint8Array(data),
    };
  } catch (error) {
    return problemOf(error);
  }
};
