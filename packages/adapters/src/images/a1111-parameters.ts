import type { ImageMeta } from '@atelier/domain';
import { bounded, MAX_PARAMETERS_TEXT } from './meta-bounds.js';

/**
 * One `Key: value` of A1111's last line; a value may be quoted (`"a, b"`). A1111's own expression, with keys of at
 * most 64 characters so a long line without colons is not read again from every position.
 */
const PARAMETER = /\s*(\w[\w \-/]{0,63}):\s*("(?:\\.|[^\\"])+"|[^,]*)(?:,|$)/g;
/** How much of the parameters line is read: the fields kept come first (Steps, Sampler, CFG scale, Seed, Model). */
const MAX_PARAMETERS_LINE = 4096;

const unquote = (value: string): string => {
  if (!value.startsWith('"') || !value.endsWith('"') || value.length < 2) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : value;
  } catch {
    return value.slice(1, -1);
  }
};

/** The `Key: value` pairs of A1111's parameters line (`Steps: 20, Sampler: Euler a, …`). */
const parametersOf = (line: string): Map<string, string> => {
  const found = new Map<string, string>();
  for (const match of line.slice(0, MAX_PARAMETERS_LINE).matchAll(PARAMETER)) {
    const [, key, value] = match;
    if (key !== undefined && value !== undefined && !found.has(key.trim()))
      found.set(key.trim(), unquote(value.trim()));
  }
  return found;
};

const NEGATIVE = 'Negative prompt:';

/**
 * AUTOMATIC1111's `parameters` text: the prompt, then a line beginning `Negative prompt:`, then a last line of
 * `Key: value` pairs beginning with `Steps:` (as its `parse_generation_parameters` reads it).
 */
export const a1111Meta = (text: string): ImageMeta | null => {
  if (text.length > MAX_PARAMETERS_TEXT) return null;
  const lines = text.replace(/\r\n?/g, '\n').trim().split('\n');
  const last = lines.at(-1)?.trim() ?? '';
  const parameters = last.startsWith('Steps:') ? parametersOf(last) : new Map<string, string>();
  const promptLines = last.startsWith('Steps:') ? lines.slice(0, -1) : lines;
  const negativeAt = promptLines.findIndex((line) => line.trimStart().startsWith(NEGATIVE));
  const prompt = negativeAt === -1 ? promptLines : promptLines.slice(0, negativeAt);
  const negative =
    negativeAt === -1 ? null : promptLines.slice(negativeAt).join('\n').trimStart().slice(NEGATIVE.length);
  return bounded({
    software: 'A1111',
    prompt: prompt.join('\n'),
    negativePrompt: negative,
    sampler: parameters.get('Sampler') ?? null,
    seed: parameters.get('Seed') ?? null,
    steps: parameters.get('Steps') ?? null,
    cfgScale: parameters.get('CFG scale') ?? null,
    model: parameters.get('Model') ?? null,
  });
};

/** UTF-16 text in either byte order, without a trailing NUL. */
const utf16 = (bytes: Uint8Array, bigEndian: boolean): string => {
  const text = Buffer.from(bytes);
  if (bigEndian) text.swap16();
  return text.toString('utf16le').replace(/\0+$/, '');
};

/**
 * The text of an EXIF UserComment: an 8-byte character code (`ASCII\0\0\0`, `UNICODE\0`, or none), then the text.
 * UNICODE is UTF-16 in the writer's byte order: A1111 (piexif) writes big-endian whatever the EXIF's own order, so
 * the order is read from a byte-order mark, else from where the zero bytes of Latin text fall.
 */
export const userCommentText = (comment: Uint8Array): string | null => {
  if (comment.length <= 8 || comment.length > MAX_PARAMETERS_TEXT * 2 + 8) return null;
  const code = String.fromCharCode(...comment.subarray(0, 8));
  const body = comment.subarray(8);
  if (code === 'UNICODE\0') {
    const text = body.subarray(0, body.length - (body.length % 2));
    if (text[0] === 0xfe && text[1] === 0xff) return utf16(text.subarray(2), true);
    if (text[0] === 0xff && text[1] === 0xfe) return utf16(text.subarray(2), false);
    let zerosFirst = 0;
    let zerosSecond = 0;
    for (let i = 0; i < text.length; i += 2) {
      if (text[i] === 0) zerosFirst++;
      if (text[i + 1] === 0) zerosSecond++;
    }
    return utf16(text, zerosSecond <= zerosFirst);
  }
  if (code === 'ASCII\0\0\0' || code === '\0\0\0\0\0\0\0\0')
    return Buffer.from(body).toString('utf8').replace(/\0+$/, '');
  return null;
};
