import type { ImageMeta } from '@atelier/domain';
import exifReader from 'exif-reader';
import { a1111Meta, userCommentText } from './a1111-parameters.js';
import { comfyUiMeta } from './comfyui-prompt.js';

/**
 * Generation parameters as AI image tools write them into their files (docs/images.md): AUTOMATIC1111's
 * `parameters` text (a PNG text chunk, or the EXIF UserComment of a JPEG or WebP) and ComfyUI's `prompt` graph (a
 * PNG text chunk). Read from an upload before its metadata is stripped; untrusted bytes, so every reader is bounded
 * and answers null rather than throwing.
 */

/** What sharp reports of a file's metadata (`metadata()`) that may carry generation parameters. */
export type MetadataSources = {
  /** PNG text chunks (tEXt, zTXt, iTXt). */
  comments?: readonly { keyword: string; text: string }[] | undefined;
  /** The raw EXIF block, when the file has one. */
  exif?: Buffer | undefined;
};

/** The bytes of the EXIF UserComment (tag 0x9286 of the Exif IFD), if the block parses and has one. */
const userCommentOf = (exif: Buffer): Uint8Array | null => {
  try {
    const comment: unknown = exifReader(exif).Photo?.UserComment;
    return comment instanceof Uint8Array ? comment : null;
  } catch {
    return null;
  }
};

/**
 * The generation parameters a file carries, tried in order: A1111's `parameters` chunk, ComfyUI's `prompt` chunk,
 * then A1111's EXIF UserComment; null when none says anything. Never throws.
 */
export const generationParametersOf = (sources: MetadataSources): ImageMeta | null => {
  try {
    const chunk = (keyword: string) => sources.comments?.find((comment) => comment.keyword === keyword)?.text;
    const parameters = chunk('parameters');
    const fromA1111 = typeof parameters === 'string' ? a1111Meta(parameters) : null;
    if (fromA1111 !== null) return fromA1111;
    const prompt = chunk('prompt');
    const fromComfyUi = typeof prompt === 'string' ? comfyUiMeta(prompt) : null;
    if (fromComfyUi !== null) return fromComfyUi;
    const comment = sources.exif === undefined ? null : userCommentOf(sources.exif);
    const text = comment === null ? null : userCommentText(comment);
    return text === null ? null : a1111Meta(text);
  } catch {
    return null;
  }
};
