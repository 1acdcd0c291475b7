import path from 'node:path';
import { MEMBER_VAULT_KB } from '@atelier/domain';
import type { Knex } from 'knex';
import { DiskFileStorage } from '../files/disk-file-storage.js';
import { FileScanner } from '../scanning/file-scanner.js';
import { SignatureScanner } from '../scanning/signature-scanner.js';
import { KnexUnitOfWork } from '../storage/knex/knex-unit-of-work.js';
import { userRow } from '../storage/knex/mappers/user-mapper.js';
import { migrateToLatest } from '../storage/knex/migrate.js';
import { refreshAllSearchText } from '../storage/knex/search-text.js';
import { insertBatches, resetIdSequences } from './bulk-insert.js';
import { planBuzz, runTransfers } from './buzz.js';
import { seedChats } from './chat.js';
import { setDemoPasswords } from './credentials.js';
import { DemoFiles } from './demo-files.js';
import { type Counters, emptyModelRows, type ModelSummary } from './model-context.js';
import { generateModel } from './model-rows.js';
import { pictureCacheFromEnvironment } from './picture-cache-setting.js';
import { carriesImages, carriesReviews, planModels, planUsers, spread } from './plan.js';
import type { ModelPlan, UserPlan } from './plan-types.js';
import { PRESETS, type Preset, type PresetName } from './presets.js';
import { Prng } from './prng.js';
import { planSocial, socialRows } from './social.js';
import { CATEGORY_TAGS, PLAIN_TAGS, UNLISTED_TAGS } from './texts.js';

export type SeedPhase = 'users' | 'models' | 'social' | 'buzz';
export type SeedProgress = { phase: SeedPhase; done: number; total: number };

export type SeedOptions = {
  preset: PresetName | Preset;
  /** The data directory: files go to `<dataDir>/files`. */
  dataDir: string;
  onProgress?: (progress: SeedProgress) => void;
  /** Dates are laid out around this instant (scheduled models lie ahead of it); fix it for identical rows. */
  now?: Date;
  /**
   * A test run's folder of pictures drawn by its earlier seeds (picture-cache.ts); by default the one
   * `ATELIER_SEED_PICTURE_CACHE` names, if any. `null` draws every picture.
   */
  pictureCache?: string | null;
};

export type SeedReport = {
  preset: PresetName;
  users: number;
  models: number;
  versions: number;
  images: number;
  reviews: number;
  transfers: number;
  /** The password the named users sign in with, or null when the preset gives them none. */
  demoPassword: string | null;
};

export class SeedError extends Error {}

const LICENSE = {
  id: 1,
  name: 'CreativeML Open RAIL-M',
  url: 'https://huggingface.co/spaces/CompVis/stable-diffusion-license',
};
/** Tables whose ids the seed sets itself. */
const ID_TABLES = [
  'users',
  'tags',
  'licenses',
  'models',
  'model_versions',
  'model_files',
  'reviews',
  'downloads',
  'posts',
  'images',
  'reactions',
  'collections',
  'donation_goals',
];
/** Tables a fresh database leaves empty; any row in one means the database is in use. */
const USER_DATA_TABLES = ['users', 'models', 'tags', 'buzz_ledger_entries'];

async function assertEmpty(knex: Knex): Promise<void> {
  for (const table of USER_DATA_TABLES) {
    const [row] = await knex(table).count<{ count: number | string }[]>({ count: '*' });
    if (Number(row?.count ?? 0) > 0) {
      throw new SeedError(
        `The database already holds data (table ${table} is not empty); seed only a fresh database.`,
      );
    }
  }
}

/** Images and reviews per version, keyed `modelId:index`, adding up exactly to the preset's totals. */
function planQuotas(
  preset: Preset,
  models: ModelPlan[],
  users: UserPlan[],
): Map<string, { images: number; reviews: number }> {
  const active = users.filter((u) => !u.muted && !u.banned && !u.deleted);
  const members = active.filter((u) => u.isMember).length;
  const slots = models.flatMap((model) =>
    model.versions.map((version, index) => ({ model, version, key: `${model.id}:${index}` })),
  );
  const imageSlots = slots.filter((slot) => carriesImages(slot.version));
  const reviewSlots = slots.filter((slot) => carriesReviews(slot.model, slot.version));
  if (preset.images < imageSlots.length)
    throw new SeedError(`${preset.name}: fewer images than versions that need one`);
  // Every version with files gets at least one image (its showcase post); the rest go by weight.
  const images = spread(
    preset.images - imageSlots.length,
    imageSlots.map((s) => s.version.weight),
    imageSlots.map(() => Number.MAX_SAFE_INTEGER),
  );
  const reviews = spread(
    preset.reviews,
    reviewSlots.map((s) => s.version.weight),
    reviewSlots.map((s) => (s.version.earlyAccess ? members : active.length) - 1),
  );
  const quotas = new Map(slots.map((slot) => [slot.key, { images: 0, reviews: 0 }]));
  imageSlots.forEach((slot, i) => {
    (quotas.get(slot.key) as { images: number }).images = 1 + (images[i] as number);
  });
  reviewSlots.forEach((slot, i) => {
    (quotas.get(slot.key) as { reviews: number }).reviews = reviews[i] as number;
  });
  return quotas;
}

/**
 * Fills a fresh database with deterministic demo data (docs/demo-data.md): runs the migrations, refuses a
 * database that already holds data, writes real files under `<dataDir>/files` and grants Buzz through the ledger.
 */
export async function seed(knex: Knex, options: SeedOptions): Promise<SeedReport> {
  const preset = typeof options.preset === 'string' ? PRESETS[options.preset] : options.preset;
  const now = options.now ?? new Date();
  const report = (progress: SeedProgress) => options.onProgress?.(progress);
  await migrateToLatest(knex);
  await assertEmpty(knex);

  const prng = new Prng(preset.seed);
  const users = planUsers(preset, prng.fork('users'));
  const models = planModels(preset, users, prng.fork('models'));
  const social = planSocial(users, models, prng.fork('social'));
  const quotas = planQuotas(preset, models, users);
  const storage = new DiskFileStorage(path.join(options.dataDir, 'files'));
  // The demo's verdicts come from the EICAR-only scanner, so seeding needs no clamd and is the same everywhere.
  const scanner = new FileScanner(storage, new SignatureScanner());
  const files = new DemoFiles(
    storage,
    scanner,
    prng.fork('files'),
    preset.files,
    now,
    undefined,
    options.pictureCache === undefined ? pictureCacheFromEnvironment() : options.pictureCache,
  );

  report({ phase: 'users', done: 0, total: users.length });
  const userRows = users.map((user) => ({
    id: user.id,
    ...userRow({
      username: user.username,
      createdAt: new Date(now.getTime() - (400 - (user.id % 365)) * 86_400_000),
      deletedAt: user.deleted ? new Date(now.getTime() - 10 * 86_400_000) : null,
      isModerator: user.isModerator,
      isMember: user.isMember,
      // Demo members keep their membership without expiry; buying one is the pricing page's journey.
      memberUntil: null,
      muted: user.muted,
      banned: user.banned,
      filePreferences: { format: 'SafeTensor', size: 'pruned', fp: 'fp16' },
      disablePoi: false,
      disableMinor: false,
      browsingLevel: 31,
      creatorCardStatsPreferences: ['downloads', 'likes', 'followers'],
      links:
        user.rank !== null ? [{ url: `https://example.com/${user.username}`, domain: 'example.com' }] : [],
      rank:
        user.rank === null
          ? null
          : {
              leaderboardRank: user.rank,
              leaderboardTitle: 'Creators',
              leaderboardId: 'overall',
              leaderboardCosmetic: null,
            },
      vaultStorageKb: user.isMember ? MEMBER_VAULT_KB : 0,
    }),
  }));
  await insertBatches(knex, 'users', userRows, preset.batchRows);
  if (preset.demoPassword !== null)
    await setDemoPasswords(knex, { password: preset.demoPassword, prng: prng.fork('credentials'), at: now });
  report({ phase: 'users', done: users.length, total: users.length });

  const tagNames = [...CATEGORY_TAGS, ...PLAIN_TAGS, ...UNLISTED_TAGS];
  const tagIds = new Map(tagNames.map((name, index) => [name, index + 1]));
  await insertBatches(
    knex,
    'tags',
    tagNames.map((name, index) => ({
      id: index + 1,
      name,
      is_category: CATEGORY_TAGS.includes(name),
      unlisted: UNLISTED_TAGS.includes(name),
    })),
    preset.batchRows,
  );
  await insertBatches(knex, 'licenses', [LICENSE], preset.batchRows);

  const active = users.filter((u) => !u.muted && !u.banned && !u.deleted);
  const ids: Counters = { version: 0, file: 0, post: 0, image: 0, review: 0, download: 0, reaction: 0 };
  const context = {
    now,
    prng: prng.fork('content'),
    files,
    users,
    activeUserIds: active.map((u) => u.id),
    memberIds: active.filter((u) => u.isMember).map((u) => u.id),
    tagIds,
    imageTagIds: PLAIN_TAGS.map((name) => tagIds.get(name) as number),
    licenseId: LICENSE.id,
    ids,
    quotas,
    collectedCount: social.collectedCount,
    tippedAmount: social.tippedAmount,
    pending: [] as Promise<void>[],
  };
  const summaries = new Map<number, ModelSummary>();
  report({ phase: 'models', done: 0, total: models.length });
  for (let start = 0; start < models.length; start += preset.modelsPerChunk) {
    const rows = emptyModelRows();
    for (const [offset, plan] of models.slice(start, start + preset.modelsPerChunk).entries()) {
      const summary = await generateModel(plan, context, rows);
      // Later steps point at the hand-written models only; keeping every summary would cost memory for nothing.
      if (plan.id <= 20) summaries.set(plan.id, summary);
      // Drawing the pictures keeps pace with generating (a model waits for a free drawing slot), so this is
      // progress a person can watch, not a bar stuck at zero for the whole chunk.
      report({ phase: 'models', done: start + offset + 1, total: models.length });
    }
    // Images are drawn in the background while rows are generated; their rows wait for their BlurHashes.
    await Promise.all(context.pending.splice(0));
    for (const [table, tableRows] of Object.entries(rows))
      await insertBatches(knex, table, tableRows, preset.batchRows);
    report({
      phase: 'models',
      done: Math.min(start + preset.modelsPerChunk, models.length),
      total: models.length,
    });
  }

  // The full-text index reads the models' words, tags, trained words and creators, all written by now.
  await refreshAllSearchText(knex);

  report({ phase: 'social', done: 0, total: 1 });
  const socialTables = socialRows({
    now,
    prng: prng.fork('social rows'),
    users,
    models,
    summaries,
    collections: social.collections,
    tagIds,
  });
  for (const [table, tableRows] of Object.entries(socialTables))
    await insertBatches(knex, table, tableRows, preset.batchRows);
  const buzz = planBuzz(users, models, summaries, social.tips);
  await insertBatches(knex, 'donation_goals', buzz.goals, preset.batchRows);
  await insertBatches(knex, 'early_access_purchases', buzz.purchases, preset.batchRows);
  await resetIdSequences(knex, ID_TABLES);
  report({ phase: 'social', done: 1, total: 1 });

  report({ phase: 'buzz', done: 0, total: buzz.transfers.length });
  const uow = new KnexUnitOfWork(knex, { now: () => now });
  await runTransfers(uow, buzz.transfers, (done) =>
    report({ phase: 'buzz', done, total: buzz.transfers.length }),
  );
  // Last, with no random draws: nothing seeded before it changes.
  await seedChats(uow, now);

  return {
    preset: preset.name,
    users: users.length,
    models: models.length,
    versions: ids.version,
    images: ids.image,
    reviews: ids.review,
    transfers: buzz.transfers.length,
    demoPassword: preset.demoPassword,
  };
}
