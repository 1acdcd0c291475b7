import { MODEL_TYPES, type ModelType } from '@atelier/domain';
import { CREATOR_IDS, HANDCRAFTED_MODELS, NAMED_USERS } from './catalogue.js';
import type { FilePlan, ModelPlan, UserPlan, VersionPlan } from './plan-types.js';
import type { Preset } from './presets.js';
import type { Prng } from './prng.js';

const FIRST = [
  'amber',
  'brisk',
  'cobalt',
  'dusky',
  'ember',
  'frost',
  'gilded',
  'hazel',
  'indigo',
  'jade',
  'kindred',
  'lunar',
];
const SECOND = [
  'artist',
  'brush',
  'canvas',
  'dreamer',
  'etcher',
  'forge',
  'glyph',
  'harbor',
  'inkwell',
  'journey',
  'kiln',
];
const NAME_A = [
  'Neon',
  'Soft',
  'Golden',
  'Misty',
  'Crystal',
  'Paper',
  'Velvet',
  'Iron',
  'Silent',
  'Painted',
  'Solar',
];
const NAME_B = [
  'Garden',
  'Portrait',
  'City',
  'Forest',
  'Dragon',
  'Harbor',
  'Armor',
  'Bloom',
  'Skyline',
  'Tide',
  'Fox',
];
const BASE_MODELS = ['SD 1.5', 'SDXL 1.0', 'Pony', 'Illustrious', 'Flux.1 D'];
export const TAG_POOL = [
  'anime',
  'photorealistic',
  'landscape',
  'portrait',
  'fantasy',
  'sci-fi',
  'cyberpunk',
  'watercolor',
];

export function planUsers(preset: Preset, prng: Prng): UserPlan[] {
  const users = [...NAMED_USERS];
  for (let id = NAMED_USERS.length + 1; id <= preset.users; id += 1) {
    users.push({
      id,
      username: `${prng.pick(FIRST)}_${prng.pick(SECOND)}${id}`,
      isModerator: false,
      isMember: prng.chance(0.25),
      muted: prng.chance(0.02),
      banned: false,
      deleted: false,
      rank: null,
      buzz: prng.int(1, 500) * 10,
    });
  }
  return users;
}

/** Generated creators: the named ones plus every tenth generated user. */
export const creatorIdsOf = (users: UserPlan[]): number[] => [
  ...CREATOR_IDS,
  ...users.filter((user) => user.id > NAMED_USERS.length && user.id % 10 === 0).map((user) => user.id),
];

const filePlansFor = (type: ModelType, prng: Prng): FilePlan[] => {
  if (type === 'Wildcards') return [{ kind: 'wildcards' }];
  const files: FilePlan[] = [{ kind: 'model' }];
  if (type === 'Checkpoint' && prng.chance(0.5)) files.push({ kind: 'pruned' });
  if (prng.chance(0.1)) files.push({ kind: 'config' });
  return files;
};

function generatedModel(id: number, creators: number[], prng: Prng): ModelPlan {
  const type = MODEL_TYPES[id % MODEL_TYPES.length] as ModelType;
  const roll = prng.next();
  const status = roll < 0.9 ? 'Published' : roll < 0.95 ? 'Unpublished' : 'Draft';
  const age = prng.int(5, 700);
  const versionCount = prng.int(1, 4);
  const versions: VersionPlan[] = Array.from({ length: versionCount }, (_, index) => {
    const publishedDaysAgo = Math.max(1, Math.round(age * (1 - index / versionCount) ** 0.5 - index));
    const draft = status === 'Draft';
    return {
      name: `v${versionCount - index}.0`,
      status: draft ? 'Draft' : status === 'Unpublished' ? 'Unpublished' : 'Published',
      baseModel: prng.pick(BASE_MODELS),
      publishedDaysAgo: draft ? null : age - publishedDaysAgo,
      files: draft && prng.chance(0.5) ? [] : filePlansFor(type, prng),
      weight: prng.int(1, 4),
    };
  });
  const newest = versions[0];
  // A few fresh uploads still wait for their scan, and a few new versions sell early access.
  if (newest && newest.status === 'Published' && prng.chance(0.03))
    newest.files[0] = { kind: 'model', pending: true };
  if (newest && newest.status === 'Published' && prng.chance(0.04)) {
    newest.publishedDaysAgo = 1;
    newest.earlyAccess = {
      endsInDays: prng.int(2, 14),
      downloadPrice: prng.int(1, 50) * 10,
      generationPrice: null,
    };
  }
  return {
    id,
    name: `${prng.pick(NAME_A)} ${prng.pick(NAME_B)} ${type === 'Checkpoint' ? 'Mix' : type} ${id}`,
    type,
    ownerId: prng.pick(creators),
    status,
    mode: null,
    availability: 'Public',
    publishedDaysAgo: status === 'Draft' ? null : age,
    nsfwLevel: prng.pick([1, 1, 1, 1, 2, 4]),
    tags: prng.distinct(prng.int(1, 3), 0, TAG_POOL.length - 1).map((index) => TAG_POOL[index] as string),
    versions,
  };
}

export function planModels(preset: Preset, users: UserPlan[], prng: Prng): ModelPlan[] {
  const creators = creatorIdsOf(users);
  const models = HANDCRAFTED_MODELS.map((plan) => structuredClone(plan));
  for (let id = models.length + 1; id <= preset.models; id += 1)
    models.push(generatedModel(id, creators, prng));
  return models;
}

/** Whether a version has posts: it has files and has been out of drafts. */
export const carriesImages = (version: VersionPlan): boolean =>
  version.files.length > 0 && version.status !== 'Draft';
/** Reviews need a published version of a model others can see (and a prior download). */
export const carriesReviews = (model: ModelPlan, version: VersionPlan): boolean =>
  version.files.length > 0 && version.status === 'Published' && model.availability !== 'Private';

/**
 * Splits `total` over the items by weight so the shares add up exactly, none above its cap; what a capped item
 * cannot take goes to the others.
 */
export function spread(total: number, weights: number[], caps: number[]): number[] {
  const shares = weights.map(() => 0);
  let left = total;
  let open = weights
    .map((weight, index) => (weight > 0 && (caps[index] ?? 0) > 0 ? index : -1))
    .filter((i) => i >= 0);
  while (left > 0 && open.length > 0) {
    const weightSum = open.reduce((sum, index) => sum + (weights[index] as number), 0);
    let given = 0;
    for (const index of open) {
      const room = (caps[index] as number) - (shares[index] as number);
      const share = Math.min(room, Math.floor((left * (weights[index] as number)) / weightSum));
      shares[index] = (shares[index] as number) + share;
      given += share;
    }
    // Hand out what rounding kept back, one at a time, in order.
    for (const index of open) {
      if (given >= left) break;
      if ((shares[index] as number) < (caps[index] as number) && given < left) {
        shares[index] = (shares[index] as number) + 1;
        given += 1;
      }
    }
    left -= given;
    open = open.filter((index) => (shares[index] as number) < (caps[index] as number));
    if (given === 0) break;
  }
  if (left > 0) throw new Error(`Cannot place ${left} of ${total}: every version is full`);
  return shares;
}
