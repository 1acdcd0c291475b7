import { randomBytes } from 'node:crypto';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_CONTENT_KEY,
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
  type ImageVariantWidth,
  MAX_IMAGE_PIXELS,
} from '@atelier/domain';
import sharp, { type Sharp } from 'sharp';
import type { DiskFileStorage } from '../files/disk-file-storage.js';
import { postImageFolder } from '../files/public-urls.js';

/** How each variant format is encoded: AVIF at a low effort (fast enough to make on a request), WebP at q80. */
const ENCODE: Record<ImageVariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80 }),
};

/** How many variants are encoded at once in this process; further requests wait their turn. */
const MAX_CONCURRENT = 2;

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/**
 * The resized AVIF and WebP copies of stored post images (`post-images/{key}/{width}.{format}`, docs/images.md),
 * each made once from the cleaned original: a variant on disk is served as it is; requests for one not made yet
 * share a single encoding (per process), written under a temporary name and renamed into place, so a half-written
 * file is never served. The `imageVariants` job makes them ahead; the image route makes any still missing.
 */
export class ImageVariants {
  /** How many variants this instance has encoded: a request served from disk adds none. */
  generated = 0;
  private readonly pending = new Map<string, Promise<string | null>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly storage: DiskFileStorage) {}

  /** The absolute path of the stored original of `contentKey`, or null when there is none. */
  async original(contentKey: string): Promise<string | null> {
    if (!IMAGE_CONTENT_KEY.test(contentKey)) return null;
    const folder = this.storage.pathOf(postImageFolder(contentKey));
    const names = await readdir(folder).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    const name = names.find((entry) => /^original\.(jpg|png|webp)$/.test(entry));
    return name === undefined ? null : path.join(folder, name);
  }

  /**
   * The absolute path of a variant, made now if it is not on disk yet; null when the image has no stored original.
   */
  async variant(
    contentKey: string,
    width: ImageVariantWidth,
    format: ImageVariantFormat,
  ): Promise<string | null> {
    if (!IMAGE_CONTENT_KEY.test(contentKey)) return null;
    const target = this.storage.pathOf(`${postImageFolder(contentKey)}${width}.${format}`);
    if (await isFile(target)) return target;
    const running = this.pending.get(target);
    if (running !== undefined) return running;
    const made = this.make(contentKey, width, format, target).finally(() => this.pending.delete(target));
    this.pending.set(target, made);
    return made;
  }

  /**
   * Makes every variant a page may ask for (`imageSources`: each width up to the first at least as wide as the
   * image, in both formats); false when the image has no stored original.
   */
  async prepare(contentKey: string): Promise<boolean> {
    const original = await this.original(contentKey);
    if (original === null) return false;
    const { width = 0 } = await sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    for (const variantWidth of IMAGE_VARIANT_WIDTHS) {
      for (const format of IMAGE_VARIANT_FORMATS) await this.variant(contentKey, variantWidth, format);
      if (variantWidth >= width) break;
    }
    return true;
  }

  private async make(
    contentKey: string,
    width: ImageVariantWidth,
    format: ImageVariantFormat,
    target: string,
  ): Promise<string | null> {
    const original = await this.original(contentKey);
    if (original === null) return null;
    await this.turn();
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      // Checked again after the wait: another process (the worker) may have made it meanwhile.
      if (await isFile(target)) return target;
      await ENCODE[format](
        sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS }).resize({ width, withoutEnlargement: true }),
      ).toFile(temporary);
      await rename(temporary, target);
      this.generated++;
      return target;
    } catch (error) {
      await rm(temporary, { force: true });
      // The folder went with its image (a purge) while the variant was made: there is nothing to serve.
      if (isMissing(error)) return null;
      throw error;
    } finally {
      this.release();
    }
  }

  private async turn(): Promise<void> {
    if (this.running < MAX_CONCURRENT) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Hands the slot straight to the next waiter, if any, so the count of running encodings never overshoots. */
  private release(): void {
    const next = this.waiting.shift();
    if (next === undefined) this.running--;
    else next();
  }
}

const isFile = async (filePath: string): Promise<boolean> => {
  try {
    return (await stat(filePath)).isFile();
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
};
