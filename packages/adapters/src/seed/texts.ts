import type { ModelPlan } from './plan-types.js';

/** Tags: categories first (the spec's category chips), then plain tags; one unlisted tag for the `unlisted` filter. */
export const CATEGORY_TAGS = [
  'character',
  'style',
  'concept',
  'clothing',
  'base model',
  'poses',
  'background',
  'tool',
  'buildings',
  'vehicle',
  'objects',
  'animal',
  'action',
  'assets',
];
export const PLAIN_TAGS = [
  'anime',
  'photorealistic',
  'landscape',
  'portrait',
  'fantasy',
  'sci-fi',
  'cyberpunk',
  'watercolor',
  'pixel art',
  'retro',
  'night',
  'dress',
  'woman',
  'man',
  'mecha',
  'cute',
  'architecture',
  'flowers',
  'dragon',
  'city',
];
export const UNLISTED_TAGS = ['demo-internal'];

export const REVIEW_TEXTS = [
  'Great detail and very consistent faces.',
  'Works best at 0.7 strength, otherwise it overpowers the prompt.',
  'Colours are a bit washed out for me.',
  'Exactly the look I wanted. Thanks for sharing!',
  'Had trouble with hands, but the backgrounds are lovely.',
  'Needs a negative embedding to shine.',
];

const LICENSE_NOTE =
  'Use it freely for images; please do not sell the model itself. Trained on images the author owns or that carry licences allowing training.';

/** HTML description; the rich model gets enough text to need "Show more" (spec: over 150 characters). */
export function describeModel(plan: ModelPlan): string {
  const first = `<p><strong>${plan.name}</strong> is a ${plan.type} for ${plan.tags.join(', ')} images.</p>`;
  if (plan.id !== 1) return first;
  return `${first}<p>Version 3 was trained for 40 epochs on a curated set of 12,000 photographs with careful captions. It handles natural light, skin texture and wide landscapes, and it stays faithful to long prompts.</p><h3>Recommended settings</h3><ul><li>Sampler: DPM++ 2M Karras</li><li>Steps: 25–35</li><li>CFG: 5–7</li></ul><p>${LICENSE_NOTE}</p>`;
}

const MANY_WORDS = [
  'ink wash',
  'sumi-e',
  'brush stroke',
  'rice paper',
  'splash ink',
  'monochrome',
  'mountain mist',
  'bamboo',
  'calligraphy',
  'wet edges',
  'dry brush',
  'negative space',
];

/** Model 2 has more than ten trained words, to show the "+N more" chip. */
export const trainedWordsOf = (plan: ModelPlan): string[] =>
  plan.id === 2
    ? MANY_WORDS
    : plan.type === 'LORA' || plan.type === 'LoCon' || plan.type === 'TextualInversion'
      ? [plan.name.toLowerCase().split(' ').slice(0, 2).join(' '), `${plan.tags[0] ?? 'style'} style`]
      : [];
