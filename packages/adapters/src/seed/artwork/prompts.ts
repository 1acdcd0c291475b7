import type { ImageMeta } from '@atelier/domain';
import type { Prng } from '../prng.js';
import type { ArtSubject, Look } from './looks.js';

/** The checkpoint a LoRA, embedding or other add-on is used with, by its version's base model. */
const BASE_CHECKPOINTS: Record<string, string> = {
  'SD 1.5': 'v1-5-pruned-emaonly',
  'SDXL 1.0': 'sd_xl_base_1.0',
  Pony: 'ponyDiffusionV6XL_v6StartWithThisOne',
  Illustrious: 'illustriousXL_v01',
  'Flux.1 D': 'flux1-dev-fp8',
};

const QUALITY: Record<string, string> = {
  'SD 1.5': 'masterpiece, best quality, ultra-detailed',
  'SDXL 1.0': 'cinematic, highly detailed, sharp focus',
  Pony: 'score_9, score_8_up, score_7_up',
  Illustrious: 'masterpiece, best quality, very aesthetic, absurdres',
};

const NEGATIVES: Record<string, string[]> = {
  'SD 1.5': [
    'lowres, bad anatomy, bad hands, text, error, missing fingers, extra digit, fewer digits, cropped, worst quality, low quality, jpeg artifacts, signature, watermark, blurry',
    'EasyNegative, (worst quality:1.4), (low quality:1.4), (monochrome:1.1), watermark',
  ],
  'SDXL 1.0': [
    'blurry, low quality, deformed, watermark, text, oversaturated',
    'ugly, tiling, out of frame, disfigured, low contrast',
  ],
  Pony: ['score_4, score_5, score_6, lowres, bad anatomy, blurry, watermark'],
  Illustrious: [
    'worst quality, low quality, lowres, bad anatomy, bad hands, signature, watermark, jpeg artifacts',
  ],
};

const SAMPLERS = [
  'DPM++ 2M Karras',
  'DPM++ 2M Karras',
  'Euler a',
  'DPM++ SDE Karras',
  'DPM++ 2M SDE Karras',
  'UniPC',
  'DDIM',
];

/** A file-name-like spelling of a name, as A1111 shows checkpoints and LoRAs: `lumenRealism_v30`. */
const fileName = (name: string, version: string): string => {
  const camel = name
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
  return `${camel}_${version.replace(/[^A-Za-z0-9]/g, '')}`;
};

/** A stable ten-hex-digit hash of a name (A1111's short model hash), so one model always shows the same one. */
function shortHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x1b873593;
  for (const char of text) {
    a = Math.imul(a ^ char.charCodeAt(0), 16777619) >>> 0;
    b = Math.imul(b ^ char.charCodeAt(0), 2246822519) >>> 0;
  }
  return (a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0')).slice(0, 10);
}

export type Generation = { meta: ImageMeta; parameters: string };

/**
 * Generation parameters for one picture, as A1111 would have written them: the prompt names the model the way its
 * users do (a LoRA tag, an embedding's token, the checkpoint itself), then the usual settings.
 */
export function generationOf(
  subject: ArtSubject | null,
  look: Look,
  sceneWords: string[],
  paletteWords: readonly string[],
  size: { width: number; height: number },
  prng: Prng,
): Generation {
  const base = subject?.baseModel ?? 'SD 1.5';
  const flux = base === 'Flux.1 D';
  const own = subject ? fileName(subject.modelName, subject.versionName) : null;
  const checkpoint =
    subject?.modelType === 'Checkpoint' && own ? own : (BASE_CHECKPOINTS[base] ?? 'v1-5-pruned-emaonly');
  const weight = (prng.int(6, 10) / 10).toFixed(1);
  const addOn =
    own === null
      ? null
      : subject?.modelType === 'LORA' || subject?.modelType === 'LoCon'
        ? `<lora:${own}:${weight}>`
        : subject?.modelType === 'Hypernetwork'
          ? `<hypernet:${own}:${weight}>`
          : subject?.modelType === 'TextualInversion'
            ? own.split('_')[0]
            : null;
  const words = [
    ...(flux ? [] : [QUALITY[base] ?? QUALITY['SD 1.5']]),
    ...sceneWords,
    ...paletteWords.slice(0, prng.int(1, 2)),
    ...look.style.slice(0, 3),
    ...(addOn ? [addOn] : []),
  ];
  // A style word can also be a palette word ("golden hour"): each is said once.
  const unique = [...new Set(words)];
  const prompt = flux ? `A ${unique.join(', ')}` : unique.join(', ');
  const negatives = NEGATIVES[base];
  const negativePrompt = negatives ? prng.pick(negatives) : null;
  const sampler = flux ? 'Euler' : prng.pick(SAMPLERS);
  const steps = flux ? prng.int(20, 30) : prng.int(20, 40);
  const cfgScale = flux ? 1 : prng.int(8, 18) / 2;
  const seed = prng.int(0, 4_294_967_295);
  const settings = [
    `Steps: ${steps}`,
    `Sampler: ${sampler}`,
    `CFG scale: ${cfgScale}`,
    ...(flux ? ['Distilled CFG Scale: 3.5'] : []),
    `Seed: ${seed}`,
    `Size: ${size.width}x${size.height}`,
    `Model hash: ${shortHash(checkpoint)}`,
    `Model: ${checkpoint}`,
    ...(addOn?.startsWith('<lora:') && own
      ? [`Lora hashes: "${own}: ${shortHash(`lora ${own}`).padEnd(12, '0')}"`]
      : []),
    'Version: v1.10.1',
  ].join(', ');
  const parameters = [
    prompt,
    ...(negativePrompt ? [`Negative prompt: ${negativePrompt}`] : []),
    settings,
  ].join('\n');
  return {
    parameters,
    meta: { software: 'A1111', prompt, negativePrompt, sampler, seed, steps, cfgScale, model: checkpoint },
  };
}
