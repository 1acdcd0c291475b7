import type { ModelType } from '@atelier/domain';
import type { Prng } from '../prng.js';
import type { PaletteName } from './palettes.js';

export const SCENE_NAMES = [
  'mountains',
  'seascape',
  'forest',
  'portrait',
  'stillLife',
  'city',
  'space',
  'abstract',
  'pose',
] as const;
export type SceneName = (typeof SCENE_NAMES)[number];

/** How the picture is finished after it is drawn. */
export type Treatment = 'none' | 'pixel' | 'film' | 'ink';

/** What a model's pictures look like: a model's gallery shares its palettes, subjects and finish. */
export type Look = {
  palettes: PaletteName[];
  /** Drawn from at random; a scene listed several times comes up more often. */
  scenes: SceneName[];
  treatment: Treatment;
  /** Style words for the prompt. */
  style: string[];
};

/** What the seed knows about the model an image is posted under. */
export type ArtSubject = {
  modelName: string;
  modelType: ModelType;
  tags: readonly string[];
  versionName: string;
  baseModel: string;
};

type Rule = { words: string[]; palettes?: PaletteName[]; scenes?: SceneName[]; style?: string[] };

/** Words in a model's name or tags, and what they bring to its look. */
const RULES: Rule[] = [
  { words: ['neon', 'cyberpunk'], palettes: ['neon'], scenes: ['city'], style: ['cyberpunk', 'neon glow'] },
  {
    words: ['soft', 'dream', 'cute'],
    palettes: ['pastel'],
    scenes: ['abstract', 'stillLife'],
    style: ['soft colors'],
  },
  { words: ['golden', 'lumen', 'solar'], palettes: ['golden', 'desert'], style: ['golden hour'] },
  { words: ['misty', 'gray', 'silent'], palettes: ['misty'], scenes: ['mountains', 'forest'] },
  { words: ['crystal', 'frost'], palettes: ['arctic'], scenes: ['mountains', 'space'] },
  {
    words: ['paper', 'ink', 'watercolor', 'sketch'],
    palettes: ['ink'],
    scenes: ['mountains', 'forest'],
    style: ['ink wash', 'traditional media'],
  },
  { words: ['velvet', 'dress'], palettes: ['velvet'], scenes: ['portrait', 'stillLife'], style: ['elegant'] },
  {
    words: ['iron', 'armor', 'mecha', 'sci-fi'],
    palettes: ['twilight', 'arctic'],
    scenes: ['city', 'space'],
    style: ['sci-fi', 'concept art'],
  },
  {
    words: ['painted', 'fantasy', 'dragon'],
    palettes: ['twilight', 'ember'],
    scenes: ['mountains', 'space'],
    style: ['fantasy art', 'painterly'],
  },
  {
    words: ['aurora', 'night'],
    palettes: ['twilight', 'arctic'],
    scenes: ['mountains', 'seascape', 'space'],
    style: ['night sky'],
  },
  {
    words: ['garden', 'bloom', 'flowers'],
    palettes: ['verdant', 'pastel'],
    scenes: ['stillLife', 'stillLife'],
    style: ['botanical'],
  },
  {
    words: ['portrait', 'face', 'woman', 'man', 'character'],
    scenes: ['portrait', 'portrait', 'portrait'],
    style: ['detailed face'],
  },
  {
    words: ['city', 'skyline', 'architecture', 'buildings'],
    scenes: ['city', 'city'],
    style: ['architecture'],
  },
  { words: ['forest', 'fox'], palettes: ['verdant'], scenes: ['forest', 'forest'] },
  { words: ['harbor', 'tide'], palettes: ['golden', 'arctic'], scenes: ['seascape', 'seascape'] },
  { words: ['landscape', 'background'], scenes: ['mountains', 'seascape', 'forest'], style: ['scenery'] },
  { words: ['anime', 'schoolyard'], palettes: ['anime', 'pastel'], style: ['anime style', 'cel shading'] },
  { words: ['photorealistic', 'realism'], style: ['RAW photo', '8k uhd', 'dslr'] },
  { words: ['motion', 'lines', 'action', 'concept'], scenes: ['abstract', 'abstract'], style: ['dynamic'] },
  { words: ['pixel', 'retro'], palettes: ['anime', 'twilight'], style: ['pixel art', '16-bit'] },
];

const ALL_PALETTES: PaletteName[] = [
  'golden',
  'twilight',
  'neon',
  'misty',
  'arctic',
  'ember',
  'velvet',
  'pastel',
  'verdant',
  'desert',
  'anime',
];
const VARIETY: SceneName[] = [
  'mountains',
  'seascape',
  'forest',
  'portrait',
  'stillLife',
  'city',
  'space',
  'abstract',
];
const SUITED: Partial<Record<Treatment, SceneName[]>> = {
  pixel: ['mountains', 'seascape', 'forest', 'city', 'space'],
  ink: ['mountains', 'forest', 'seascape'],
};

/** The look of one model's pictures: from the words in its name and tags, the rest drawn. */
export function lookOf(subject: ArtSubject, prng: Prng): Look {
  const words = [
    ...subject.modelName.toLowerCase().split(/[^a-z-]+/),
    ...subject.tags.map((tag) => tag.toLowerCase()),
  ];
  const has = (word: string) => words.some((w) => w.startsWith(word));
  const palettes = new Set<PaletteName>();
  const scenes: SceneName[] = [];
  const style = new Set<string>();
  for (const rule of RULES) {
    if (!rule.words.some(has)) continue;
    for (const name of rule.palettes ?? []) palettes.add(name);
    scenes.push(...(rule.scenes ?? []));
    for (const word of rule.style ?? []) style.add(word);
  }
  const treatment: Treatment = has('pixel')
    ? 'pixel'
    : has('vintage') || has('film') || has('legacy') || has('retro')
      ? 'film'
      : palettes.has('ink')
        ? 'ink'
        : 'none';
  // Film and ink each keep to their one palette (an ink painting in neon would be neither).
  if (treatment === 'film' || treatment === 'ink') {
    palettes.clear();
    palettes.add(treatment === 'film' ? 'sepia' : 'ink');
  }
  if (subject.modelType === 'Poses')
    return { palettes: ['golden'], scenes: ['pose'], treatment: 'none', style: ['openpose'] };
  if (subject.modelType === 'Controlnet') {
    // A ControlNet's gallery shows its guide images beside what they made.
    palettes.add('depth');
    scenes.push('city', 'mountains');
  }
  // Others get a second palette (or more) for variety.
  if (treatment !== 'ink' && treatment !== 'film')
    while (palettes.size < 2) palettes.add(prng.pick(ALL_PALETTES));
  // A little of everything, so even a very focused model's gallery is not one picture over and over.
  scenes.push(...VARIETY.filter(() => prng.chance(scenes.length === 0 ? 0.7 : 0.25)));
  if (scenes.length === 0) scenes.push(prng.pick(VARIETY));
  // Pixel art and ink painting are scenery: keep them to what reads well in those finishes.
  const suits = SUITED[treatment];
  const kept = suits ? [...scenes.filter((scene) => suits.includes(scene)), ...suits] : scenes;
  return { palettes: [...palettes], scenes: kept, treatment, style: [...style] };
}
