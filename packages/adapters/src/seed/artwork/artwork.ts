import type { ImageMeta } from '@atelier/domain';
import type { Prng } from '../prng.js';
import { Canvas, num, range } from './canvas.js';
import { type Drawing, encodePicture, PIXEL_SIZE, type PictureFormat } from './encode.js';
import type { ArtSubject, Look, SceneName } from './looks.js';
import { nudge, PALETTES, type Palette } from './palettes.js';
import { generationOf } from './prompts.js';
import { portrait, stillLife } from './scenes-figures.js';
import { forest, mountains, seascape } from './scenes-nature.js';
import { abstract, city, space } from './scenes-other.js';
import { pose } from './scenes-pose.js';
import { vignette } from './sky.js';

const SCENES: Record<SceneName, (c: Canvas, p: Palette) => string[]> = {
  mountains,
  seascape,
  forest,
  portrait,
  stillLife,
  city,
  space,
  abstract,
  pose,
};
/** Scenes that read as a depth map when drawn in the depth palette. */
const DEPTH_SCENES: SceneName[] = ['mountains', 'city', 'forest'];

/** The sizes each base model generates at, as `[width, height]`: portrait-first, as hub galleries are. */
const SIZES: Record<string, [number, number][]> = {
  'SD 1.5': [
    [512, 768],
    [512, 768],
    [512, 768],
    [768, 512],
    [512, 512],
    [640, 960],
  ],
  XL: [
    [832, 1216],
    [832, 1216],
    [896, 1152],
    [1024, 1024],
    [1216, 832],
    [768, 1344],
  ],
  'Flux.1 D': [
    [896, 1152],
    [832, 1216],
    [1024, 1024],
    [1152, 896],
  ],
};
const sizesOf = (baseModel: string): [number, number][] =>
  SIZES[baseModel] ?? (baseModel === 'SD 1.5' || baseModel === '' ? SIZES['SD 1.5'] : SIZES.XL) ?? [];

/** One picture, ready to encode: what it shows and the parameters it claims to have been generated with. */
export type PlannedPicture = {
  drawing: Drawing;
  format: PictureFormat;
  meta: ImageMeta;
  parameters: string;
};

/** A red seal in a corner, as ink paintings are signed. */
function seal(c: Canvas): void {
  const size = c.width * 0.05;
  const x = c.width * range(c.prng, 0.82, 0.88);
  const y = c.height * range(c.prng, 0.06, 0.8);
  c.rect(x, y, size, size * 1.3, '#b23a2e', ' rx="2"');
  c.path(
    `M${num(x + size * 0.25)} ${num(y + size * 0.25)}v${num(size * 0.8)}M${num(x + size * 0.5)} ${num(y + size * 0.2)}v${num(size * 0.9)}M${num(x + size * 0.75)} ${num(y + size * 0.35)}v${num(size * 0.6)}`,
    'none',
    ` stroke="#f3e6d8" stroke-width="${num(size * 0.08)}"`,
  );
}

/**
 * Plans one picture in a model's look. Every random draw happens here, synchronously, so pictures planned in order
 * come out the same whatever order they are later rasterised in.
 */
export function planPicture(subject: ArtSubject | null, look: Look, prng: Prng): PlannedPicture {
  const [width, height] = prng.pick(sizesOf(subject?.baseModel ?? 'SD 1.5'));
  const paletteName = prng.pick(look.palettes);
  let scene = prng.pick(look.scenes);
  if (paletteName === 'depth' && !DEPTH_SCENES.includes(scene)) scene = prng.pick(DEPTH_SCENES);
  const palette = nudge(PALETTES[paletteName], range(prng, -12, 12));
  const canvas = new Canvas(width, height, prng);
  const sceneWords = SCENES[scene](canvas, palette);
  if (look.treatment === 'ink') seal(canvas);
  if (!palette.depth && scene !== 'pose') vignette(canvas, look.treatment === 'film' ? 0 : 0.3);
  const generation = generationOf(subject, look, sceneWords, palette.words, { width, height }, prng);
  return {
    drawing: {
      svg: canvas.toSvg(look.treatment === 'pixel' ? 1 / PIXEL_SIZE : 1),
      width,
      height,
      treatment: look.treatment,
      grain: prng.int(1, 2 ** 31),
    },
    // Most hub images are JPEG; some keep the PNG their tool wrote (never grainy film: noise makes huge PNGs).
    format: prng.chance(0.08) && look.treatment !== 'film' ? 'png' : 'jpeg',
    meta: generation.meta,
    parameters: generation.parameters,
  };
}

/** The planned picture's file bytes (with its parameters embedded) and BlurHash. */
export const renderPicture = (picture: PlannedPicture) =>
  encodePicture(picture.drawing, picture.format, picture.parameters);
