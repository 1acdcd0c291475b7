import type { FilePlan, ModelPlan, UserPlan, VersionPlan } from './plan-types.js';

/**
 * The hand-written part of the demo: one user per role and one model per state the spec names, always with the
 * same ids so docs, tests and acceptance scripts can point at them (`/models/1` is the rich model, `/models/5` a
 * plain published one). Everything after them is generated.
 */
const user = (id: number, username: string, traits: Partial<UserPlan> = {}): UserPlan => ({
  id,
  username,
  isModerator: false,
  isMember: false,
  muted: false,
  banned: false,
  deleted: false,
  rank: null,
  buzz: 5000,
  ...traits,
});

export const NAMED_USERS: UserPlan[] = [
  user(1, 'moderator', { isModerator: true, isMember: true, buzz: 100_000 }),
  user(2, 'ada_lumen', { rank: 1, isMember: true, buzz: 250_000 }),
  user(3, 'brushwork', { rank: 2, isMember: true, buzz: 120_000 }),
  user(4, 'cinderfox', { rank: 5, buzz: 60_000 }),
  user(5, 'deltawave', { rank: 50, buzz: 30_000 }),
  user(6, 'emberline', { rank: 150, buzz: 12_000 }),
  user(7, 'fablecraft', { buzz: 8000 }),
  user(8, 'member', { isMember: true, buzz: 25_000 }),
  user(9, 'visitor', { buzz: 100 }),
  user(10, 'muted', { muted: true, buzz: 2000 }),
  user(11, 'banned', { banned: true, buzz: 0 }),
  user(12, 'former', { deleted: true, buzz: 0 }),
];

/** The named users who own the hand-written models and most generated ones. */
export const CREATOR_IDS = [2, 3, 4, 5, 6, 7];
export const MODERATOR_ID = 1;
export const MEMBER_ID = 8;
export const MUTED_ID = 10;

const ok = (...kinds: FilePlan['kind'][]): FilePlan[] => kinds.map((kind) => ({ kind }));

const version = (name: string, traits: Partial<VersionPlan> = {}): VersionPlan => ({
  name,
  status: 'Published',
  baseModel: 'SD 1.5',
  publishedDaysAgo: 30,
  files: ok('model'),
  weight: 2,
  ...traits,
});

const model = (
  plan: Omit<ModelPlan, 'status' | 'mode' | 'availability' | 'publishedDaysAgo'> & Partial<ModelPlan>,
) =>
  ({ status: 'Published', mode: null, availability: 'Public', publishedDaysAgo: 60, ...plan }) as ModelPlan;

const violation = 'This model breaks the rules on real people. Remove the likeness or request a review.';

export const HANDCRAFTED_MODELS: ModelPlan[] = [
  model({
    id: 1,
    name: 'Lumen Realism',
    type: 'Checkpoint',
    ownerId: 2,
    publishedDaysAgo: 120,
    tags: ['base model', 'photorealistic', 'portrait', 'landscape', 'woman'],
    versions: [
      version('v4.0 beta', {
        status: 'Draft',
        publishedDaysAgo: null,
        files: [],
        weight: 0,
        trainingStatus: 'Processing',
      }),
      version('v3.0', {
        publishedDaysAgo: 2,
        files: ok('modelLarge', 'pruned'),
        weight: 12,
        earlyAccess: {
          endsInDays: 5,
          downloadPrice: 500,
          generationPrice: 100,
          goal: { title: 'Train v3 on a bigger dataset', amount: 5000, donations: [500, 250, 300, 180] },
        },
      }),
      version('v2.1', {
        publishedDaysAgo: 40,
        files: ok('model', 'pruned', 'config', 'trainingData'),
        weight: 10,
      }),
      version('v2.0', { publishedDaysAgo: 80, files: ok('model', 'legacyCheckpoint'), weight: 6 }),
      version('v1.0', { publishedDaysAgo: 120, weight: 4 }),
    ],
  }),
  model({
    id: 2,
    name: 'Ink Wash LoRA',
    type: 'LORA',
    ownerId: 3,
    availability: 'EarlyAccess',
    publishedDaysAgo: 3,
    tags: ['style', 'watercolor', 'landscape'],
    versions: [
      version('v1.0', {
        publishedDaysAgo: 3,
        weight: 5,
        earlyAccess: {
          endsInDays: 4,
          downloadPrice: 300,
          generationPrice: 50,
          // 50 Buzz short of the goal: the next donation of 50 or more ends early access.
          goal: {
            title: 'Release Ink Wash to everyone',
            amount: 10_000,
            donations: [4000, 3000, 2000, 500, 400, 50],
          },
        },
      }),
    ],
  }),
  model({
    id: 3,
    name: 'Pixel Sprite Embedding',
    type: 'TextualInversion',
    ownerId: 4,
    publishedDaysAgo: 50,
    tags: ['concept', 'pixel art', 'retro'],
    versions: [
      version('v2', {
        publishedDaysAgo: 1,
        weight: 3,
        earlyAccess: { endsInDays: 10, downloadPrice: 200, generationPrice: null },
      }),
      version('v1', { publishedDaysAgo: 50, weight: 3 }),
    ],
  }),
  model({
    id: 4,
    name: 'Aurora Hypernetwork',
    type: 'Hypernetwork',
    ownerId: 2,
    status: 'Scheduled',
    publishedDaysAgo: -14,
    tags: ['style', 'night', 'fantasy'],
    versions: [version('v1.0', { status: 'Scheduled', publishedDaysAgo: -14, weight: 1 })],
  }),
  model({
    id: 5,
    name: 'Velvet Styles LoCon',
    type: 'LoCon',
    ownerId: 5,
    publishedDaysAgo: 25,
    tags: ['style', 'dress', 'portrait'],
    versions: [
      version('v2.0', {
        baseModel: 'SDXL 1.0',
        publishedDaysAgo: 10,
        files: ok('model', 'pruned'),
        weight: 6,
      }),
      version('v1.0', { publishedDaysAgo: 25, weight: 4 }),
    ],
  }),
  model({
    id: 6,
    name: 'Unfinished Dreams',
    type: 'AestheticGradient',
    ownerId: 7,
    status: 'Unpublished',
    publishedDaysAgo: 20,
    tags: ['concept', 'fantasy'],
    versions: [version('v1', { status: 'Unpublished', publishedDaysAgo: 20, weight: 1 })],
  }),
  model({
    id: 7,
    name: 'Gray Area Portraits',
    type: 'LORA',
    ownerId: 6,
    status: 'UnpublishedViolation',
    needsReview: true,
    unpublishedReason: violation,
    tags: ['character', 'portrait'],
    versions: [
      version('v1', {
        status: 'UnpublishedViolation',
        needsReview: true,
        unpublishedReason: violation,
        weight: 1,
      }),
    ],
  }),
  model({
    id: 8,
    name: 'Crossed Lines',
    type: 'Checkpoint',
    ownerId: 7,
    status: 'UnpublishedViolation',
    unpublishedReason: 'Training data taken from artists who did not allow it.',
    tags: ['base model', 'anime'],
    versions: [
      version('v1', {
        status: 'UnpublishedViolation',
        unpublishedReason: 'Training data taken from artists who did not allow it.',
        weight: 1,
      }),
    ],
  }),
  model({
    id: 9,
    name: 'Deleted Mecha',
    type: 'LORA',
    ownerId: 3,
    status: 'Deleted',
    deletedDaysAgo: 5,
    tags: ['vehicle', 'mecha', 'sci-fi'],
    versions: [version('v1', { status: 'Deleted', weight: 1 })],
  }),
  model({
    id: 10,
    name: 'Vintage Film Archive',
    type: 'Checkpoint',
    ownerId: 4,
    mode: 'Archived',
    publishedDaysAgo: 400,
    tags: ['base model', 'photorealistic', 'retro'],
    versions: [version('v1', { publishedDaysAgo: 400, files: ok('model', 'legacyCheckpoint'), weight: 2 })],
  }),
  model({
    id: 11,
    name: 'Borrowed Style',
    type: 'LORA',
    ownerId: 5,
    mode: 'TakenDown',
    tags: ['style', 'anime'],
    versions: [version('v1', { weight: 1 })],
  }),
  model({
    id: 12,
    name: 'Private Sketchbook',
    type: 'LORA',
    ownerId: 2,
    availability: 'Private',
    tags: ['style', 'cute'],
    versions: [version('v1', { weight: 1 })],
  }),
  model({
    id: 13,
    name: 'Depth Guide Controlnet',
    type: 'Controlnet',
    ownerId: 4,
    locked: true,
    // A second poi model that no journey changes: the account-settings journey hides it with disablePoi.
    poi: true,
    tags: ['tool', 'architecture'],
    versions: [version('v1.1', { weight: 2 })],
  }),
  model({
    id: 14,
    name: 'Dynamic Poses Pack',
    type: 'Poses',
    ownerId: 7,
    commentsLocked: true,
    tags: ['poses', 'action'],
    versions: [version('v1', { weight: 2 })],
  }),
  model({
    id: 15,
    name: 'Famous Face LoRA',
    type: 'LORA',
    ownerId: 6,
    poi: true,
    tags: ['character', 'portrait', 'man'],
    versions: [version('v1', { weight: 2 })],
  }),
  model({
    id: 16,
    name: 'Schoolyard Anime Style',
    type: 'LORA',
    ownerId: 5,
    minor: true,
    tags: ['style', 'anime', 'cute'],
    versions: [version('v1', { weight: 2 })],
  }),
  model({
    id: 17,
    name: 'Legacy Checkpoint Collection',
    type: 'Checkpoint',
    ownerId: 7,
    publishedDaysAgo: 300,
    tags: ['base model', 'retro'],
    versions: [
      version('v1 (every scan result)', {
        publishedDaysAgo: 300,
        files: [
          { kind: 'model' },
          { kind: 'pruned', pending: true },
          { kind: 'dangerousPickle' },
          { kind: 'eicarArchive' },
          { kind: 'brokenPickle' },
          { kind: 'missing' },
        ],
        weight: 2,
      }),
    ],
  }),
  model({
    id: 18,
    name: 'Wildcard Prompt Library',
    type: 'Wildcards',
    ownerId: 3,
    tags: ['assets', 'fantasy'],
    versions: [version('v3', { files: ok('wildcards'), weight: 1 })],
  }),
  model({
    id: 19,
    name: 'Motion Flow Module',
    type: 'MotionModule',
    ownerId: 2,
    cannotPromote: true,
    tags: ['tool', 'action'],
    versions: [
      version('v2', { publishedDaysAgo: 12, weight: 2 }),
      version('v1', { publishedDaysAgo: 60, weight: 1 }),
    ],
  }),
  model({
    id: 20,
    name: 'Draft In Progress',
    type: 'Checkpoint',
    ownerId: 3,
    status: 'Draft',
    publishedDaysAgo: null,
    tags: ['base model'],
    versions: [
      version('v0.1', {
        status: 'Draft',
        publishedDaysAgo: null,
        files: [],
        weight: 0,
        trainingStatus: 'Pending',
      }),
    ],
  }),
];
