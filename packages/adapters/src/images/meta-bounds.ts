import type { ImageMeta } from '@atelier/domain';

/**
 * The bounds generation parameters are held to (docs/images.md): they come from untrusted files, so every field is
 * checked and cut to size, whichever tool wrote it.
 */

/** Longer texts are not parameters anyone wrote by hand: ignored whole rather than parsed. */
export const MAX_PARAMETERS_TEXT = 256 * 1024;
/** The longest prompt or negative prompt kept; longer ones are cut. */
export const MAX_PROMPT_LENGTH = 4000;
/** The longest sampler or model name kept; longer ones are cut. */
export const MAX_NAME_LENGTH = 200;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as stored: well-formed Unicode without control characters (PostgreSQL refuses U+0000), trimmed and cut. */
export const cleanText = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  const text = value.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, '').trim();
  if (text === '') return null;
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
};

/** A whole number in `[min, max]` (a number or a numeric string), else null. */
export const wholeNumber = (value: unknown, min: number, max: number): number | null => {
  const number = typeof value === 'string' && /^-?\d{1,16}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= min && number <= max
    ? number
    : null;
};

/** A finite number in `[min, max]` (a number or a numeric string), else null. */
export const decimal = (value: unknown, min: number, max: number): number | null => {
  const number =
    typeof value === 'string' && /^-?\d{1,6}(\.\d{1,6})?$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= min && number <= max
    ? number
    : null;
};

/** Parameters as a tool wrote them, before they are checked: any field may hold anything. */
export type RawMeta = Pick<ImageMeta, 'software'> & Record<Exclude<keyof ImageMeta, 'software'>, unknown>;

/** The bounds every field is held to, whichever tool wrote it; null when no field says anything. */
export const bounded = (meta: RawMeta): ImageMeta | null => {
  const fields: ImageMeta = {
    software: meta.software,
    prompt: cleanText(meta.prompt, MAX_PROMPT_LENGTH),
    negativePrompt: cleanText(meta.negativePrompt, MAX_PROMPT_LENGTH),
    sampler: cleanText(meta.sampler, MAX_NAME_LENGTH),
    seed: wholeNumber(meta.seed, 0, Number.MAX_SAFE_INTEGER),
    steps: wholeNumber(meta.steps, 1, 10_000),
    cfgScale: decimal(meta.cfgScale, 0, 100),
    model: cleanText(meta.model, MAX_NAME_LENGTH),
  };
  const { software: _, ...said } = fields;
  return Object.values(said).every((value) => value === null) ? null : fields;
};
