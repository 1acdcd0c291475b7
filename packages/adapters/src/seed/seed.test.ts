import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentKeyOfImageUrl, IMAGE_CONTENT_KEY, type ImageMeta, postImageKey } from '@atelier/domain';
import { isBlurhashValid } from 'blurhash';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Accounts } from '../auth/accounts.js';
import { KnexAccountStore } from '../auth/knex-account-store.js';
import { DiskFileStorage } from '../files/disk-file-storage.js';
import { hashFile } from '../files/hashes.js';
import { readSafetensorsHeader } from '../files/safetensors.js';
import { generationParametersOf } from '../images/generation-parameters.js';
import { FileScanner } from '../scanning/file-scanner.js';
import { SignatureScanner } from '../scanning/signature-scanner.js';
import { dialectOf } from '../storage/knex/dialect.js';
import { KnexChats } from '../storage/knex/knex-chats.js';
import { KnexUnitOfWork } from '../storage/knex/knex-unit-of-work.js';
import { databases } from '../storage/knex/testing/databases.js';
import { DEMO_PASSWORD } from './presets.js';
import { SeedError, type SeedProgress, seed } from './seed.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const count = async (query: Knex.QueryBuilder): Promise<number> => {
  const [row] = await query.count<{ count: number | string }[]>({ count: '*' });
  return Number(row?.count ?? 0);
};

/** Every application table, each row as JSON, sorted: two databases with the same dump hold the same rows. */
async function dump(knex: Knex): Promise<Record<string, string[]>> {
  const tables =
    dialectOf(knex).name === 'pg'
      ? (
          await knex('pg_tables')
            .select('tablename as name')
            .where('schemaname', knex.raw('current_schema()'))
        ).map((r) => r.name)
      : (await knex('sqlite_master').select('name').where('type', 'table')).map((r) => r.name);
  const out: Record<string, string[]> = {};
  for (const table of tables
    .filter((name: string) => !name.startsWith('knex_') && !name.startsWith('sqlite_'))
    .sort()) {
    out[table] = (await knex(table).select('*')).map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

async function filesUnder(root: string): Promise<Map<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = new Map<string, string>();
  for (const entry of entries.filter((e) => e.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, full), (await hashFile(full)).SHA256);
  }
  return files;
}

describe.each(databases)('seed, small preset, on $name', (database) => {
  let knex: Knex;
  let drop: () => Promise<void>;
  let dataDir: string;
  const progress: SeedProgress[] = [];

  beforeAll(async () => {
    ({ knex, drop } = await database.create());
    dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-seed-'));
    await seed(knex, { preset: 'small', dataDir, now: NOW, onProgress: (p) => progress.push(p) });
    // A limit, not a wait: a full seed can take minutes on a loaded two-core machine.
  }, 360_000);
  afterAll(async () => {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reports progress through every phase, ending each at its total', () => {
    for (const phase of ['users', 'models', 'social', 'buzz']) {
      const last = progress.filter((p) => p.phase === phase).at(-1);
      expect(last && last.done === last.total && last.total > 0).toBe(true);
    }
  });

  it('has users of every role', async () => {
    const users = () => knex('users');
    expect(await count(users().where({ is_moderator: true }))).toBeGreaterThan(0);
    expect(await count(users().where({ is_member: true, is_moderator: false }))).toBeGreaterThan(0);
    expect(await count(users().where({ is_member: false, muted: false, banned: false }))).toBeGreaterThan(0);
    expect(await count(users().where({ muted: true }))).toBeGreaterThan(0);
    expect(await count(users().where({ banned: true }))).toBeGreaterThan(0);
    const ranks = (await users().whereNotNull('rank').select('rank')).map(
      (row) => dialectOf(knex).readJson<{ leaderboardRank: number }>(row.rank).leaderboardRank,
    );
    expect(ranks.sort((a, b) => a - b)).toEqual([1, 2, 5, 50, 150]);
    const creatorsWithoutRank = users().whereNull('rank').whereIn('id', knex('models').select('user_id'));
    expect(await count(creatorsWithoutRank)).toBeGreaterThan(0);
  });

  it('has a model in every type and state the spec names', async () => {
    const models = () => knex('models');
    const types = (await models().distinct('type')).map((row) => row.type).sort();
    expect(types).toEqual([
      'AestheticGradient',
      'Checkpoint',
      'Controlnet',
      'Hypernetwork',
      'LORA',
      'LoCon',
      'MotionModule',
      'Poses',
      'TextualInversion',
      'Wildcards',
    ]);
    const metaOf = async (id: number) =>
      dialectOf(knex).readJson<Record<string, unknown>>((await models().where({ id }).first()).meta);
    const states: [string, Knex.QueryBuilder][] = [
      ['published', models().where({ status: 'Published', availability: 'Public' }).whereNull('mode')],
      ['scheduled ahead', models().where({ status: 'Scheduled' }).where('published_at', '>', NOW)],
      ['unpublished', models().where({ status: 'Unpublished' })],
      ['violation', models().where({ status: 'UnpublishedViolation' })],
      ['deleted', models().where({ status: 'Deleted' }).whereNotNull('deleted_at')],
      ['archived', models().where({ mode: 'Archived' })],
      ['taken down', models().where({ mode: 'TakenDown' })],
      ['private', models().where({ availability: 'Private' })],
      ['locked', models().where({ locked: true })],
      ['poi', models().where({ poi: true })],
      ['minor', models().where({ minor: true })],
    ];
    for (const [state, query] of states) expect(await count(query), state).toBeGreaterThan(0);
    const violations = await models().where({ status: 'UnpublishedViolation' }).select('id');
    const needsReview = await Promise.all(violations.map(async (row) => (await metaOf(row.id)).needsReview));
    expect(needsReview.sort()).toEqual([false, true]);
    expect((await metaOf(14)).commentsLocked).toBe(true);
  });

  it('has early access with and without goals, one nearly met, and a version without files', async () => {
    const earlyVersions = await knex('model_versions').where('early_access_ends_at', '>', NOW).select('id');
    const goals = await knex('donation_goals').select('*');
    const withGoal = new Set(goals.map((goal) => goal.model_version_id));
    expect(earlyVersions.some((v) => withGoal.has(v.id))).toBe(true);
    expect(earlyVersions.some((v) => !withGoal.has(v.id))).toBe(true);
    const nearlyMet = goals.filter(
      (g) => Number(g.total) < Number(g.goal_amount) && Number(g.total) >= 0.99 * Number(g.goal_amount),
    );
    expect(nearlyMet).toHaveLength(1);
    const withoutFiles = knex('model_versions').whereNotIn(
      'id',
      knex('model_files').select('model_version_id'),
    );
    expect(await count(withoutFiles)).toBeGreaterThan(0);
  });

  it('has files with every scan result, which the scanner confirms', async () => {
    const files = await knex('model_files').select('*');
    for (const result of ['Pending', 'Success', 'Danger', 'Error']) {
      expect(
        files.some((f) => f.virus_scan_result === result),
        `virus ${result}`,
      ).toBe(true);
      expect(
        files.some((f) => f.pickle_scan_result === result),
        `pickle ${result}`,
      ).toBe(true);
    }
    const scanner = new FileScanner(new DiskFileStorage(path.join(dataDir, 'files')), new SignatureScanner());
    for (const file of files.filter((f) => f.virus_scan_result !== 'Pending')) {
      expect(await scanner.scan(file.storage_key)).toEqual({
        virusScanResult: file.virus_scan_result,
        virusScanMessage: file.virus_scan_message,
        pickleScanResult: file.pickle_scan_result,
        pickleScanMessage: file.pickle_scan_message,
      });
    }
  });

  it('records the hashes of the bytes on disk, and model files are valid safetensors', async () => {
    const files = await knex('model_files').select('id', 'storage_key', 'name');
    const hashes = await knex('model_file_hashes').select('*');
    let checked = 0;
    for (const file of files) {
      const full = path.join(dataDir, 'files', file.storage_key);
      const exists = await stat(full).then(
        () => true,
        () => false,
      );
      const recorded = Object.fromEntries(
        hashes.filter((h) => h.file_id === file.id).map((h) => [h.type, h.hash]),
      );
      if (!exists) {
        expect(recorded).toEqual({});
        continue;
      }
      expect(recorded).toEqual(await hashFile(full));
      if (file.name.endsWith('.safetensors')) expect((await readSafetensorsHeader(full)).ok).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
    const model1 = await knex('model_files').whereIn(
      'model_version_id',
      knex('model_versions').where({ model_id: 1 }).select('id'),
    );
    const autoV1 = hashes
      .filter((h) => h.type === 'AutoV1' && model1.some((f) => f.id === h.file_id))
      .map((h) => h.hash);
    // The big file's AutoV1 window holds data; small files share the empty window's hash.
    expect(new Set(autoV1).size).toBeGreaterThan(1);
  });

  it('writes every image as a JPEG or PNG of its recorded size under its content key, with its parameters embedded', async () => {
    const images = await knex('images').select('*').orderBy('id');
    expect(images).toHaveLength(640);
    const storage = new DiskFileStorage(path.join(dataDir, 'files'));
    const formats = new Set<string>();
    for (const image of images) {
      const key = contentKeyOfImageUrl(image.url);
      expect(key, image.url).toMatch(IMAGE_CONTENT_KEY);
      expect(image.content_key).toBe(key);
      const format = image.url.endsWith('.png') ? 'png' : 'jpeg';
      const bytes = await storage.read(postImageKey(key ?? '', format));
      const metadata = await sharp(bytes ?? Buffer.alloc(0)).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format,
        width: image.width,
        height: image.height,
      });
      formats.add(format);
      // The hub's own reader finds the generation parameters the row records (PNG text chunk or EXIF UserComment).
      const meta = dialectOf(knex).readJson<ImageMeta>(image.meta);
      expect(generationParametersOf(metadata)).toEqual(meta);
      expect(meta).toMatchObject({ software: 'A1111', prompt: expect.any(String), seed: expect.any(Number) });
      expect(isBlurhashValid(image.hash).result, image.hash).toBe(true);
    }
    expect([...formats].sort()).toEqual(['jpeg', 'png']);
    expect(new Set(images.map((image) => image.content_key)).size).toBe(640);
    // Realistic sizes: the base models' own, portrait and landscape.
    const sizes = new Set(images.map((image) => `${image.width}x${image.height}`));
    for (const size of ['512x768', '832x1216', '1024x1024']) expect(sizes).toContain(size);
  });

  it('places the images of each post by position, and prompts name the model as its users would', async () => {
    const images = await knex('images').select('id', 'post_id', 'position', 'meta').orderBy('id');
    const byPost = new Map<number, number[]>();
    for (const image of images)
      byPost.set(image.post_id, [...(byPost.get(image.post_id) ?? []), image.position]);
    for (const positions of byPost.values()) expect(positions).toEqual(positions.map((_, index) => index));
    // Model 2 is a LoRA: its prompts carry its tag, as its users' prompts would.
    const model2 = await knex('images as i')
      .join('posts as p', 'p.id', 'i.post_id')
      .join('model_versions as v', 'v.id', 'p.model_version_id')
      .where('v.model_id', 2)
      .select('i.meta');
    expect(model2.length).toBeGreaterThan(0);
    for (const row of model2)
      expect(dialectOf(knex).readJson<ImageMeta>(row.meta).prompt).toMatch(/<lora:inkWashLora_v\d+:\d\.\d>/);
  });

  it('makes model 1 rich and model 5 published', async () => {
    const versions = await knex('model_versions').where({ model_id: 1 }).select('id');
    const ids = versions.map((v) => v.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(await count(knex('model_files').whereIn('model_version_id', ids))).toBeGreaterThanOrEqual(5);
    expect(await count(knex('posts').whereIn('model_version_id', ids))).toBeGreaterThan(5);
    expect(await count(knex('reviews').where({ model_id: 1 }))).toBeGreaterThan(10);
    expect(await count(knex('donation_goals').whereIn('model_version_id', ids))).toBe(1);
    expect(await count(knex('exploration_prompts').where({ model_id: 1 }))).toBeGreaterThan(0);
    expect(await count(knex('gallery_settings').where({ model_id: 1 }))).toBe(1);
    expect(await knex('models').where({ id: 5 }).first()).toMatchObject({
      status: 'Published',
      mode: null,
      availability: 'Public',
    });
  });

  it('has reviews with downloads, follows, collections, reactions and tags', async () => {
    expect(await count(knex('reviews'))).toBe(420);
    const reviewsWithoutDownload = knex('reviews as r').whereNotExists(
      knex('downloads as d').whereRaw('d.user_id = r.user_id and d.model_version_id = r.model_version_id'),
    );
    expect(await count(reviewsWithoutDownload)).toBe(0);
    for (const table of [
      'follows',
      'collections',
      'collection_models',
      'collection_follows',
      'reactions',
      'model_tags',
      'image_tags',
      'comments',
    ]) {
      expect(await count(knex(table)), table).toBeGreaterThan(0);
    }
  });

  it('seeds the demo chats: two threads of named creators, one unread message each for ada_lumen and brushwork', async () => {
    const chats = new KnexChats({ db: knex, dialect: dialectOf(knex), clock: { now: () => NOW } });
    expect(await count(knex('chat_threads'))).toBe(2);
    expect(await chats.unreadCount(2)).toBe(1);
    expect(await chats.unreadCount(3)).toBe(1);
    expect(await chats.unreadCount(4)).toBe(0);
    const [latest] = await chats.threadsOf(2, { before: null, limit: 10 });
    expect(latest?.lastMessage?.text).toBe('Hi Ada, would you like to collaborate on a lighting pack?');
  });

  it('grants Buzz through the ledger: balances equal ledger sums, none negative', async () => {
    const entries = await knex('buzz_ledger_entries').select('*');
    expect(entries.filter((e) => e.kind === 'mint').length).toBeGreaterThan(50);
    const sums = new Map<number, number>();
    for (const entry of entries) {
      if (entry.to_user_id !== null)
        sums.set(entry.to_user_id, (sums.get(entry.to_user_id) ?? 0) + Number(entry.amount));
      if (entry.from_user_id !== null)
        sums.set(entry.from_user_id, (sums.get(entry.from_user_id) ?? 0) - Number(entry.amount));
    }
    const accounts = await knex('buzz_accounts').select('user_id', 'balance');
    expect(accounts.length).toBe(sums.size);
    for (const account of accounts) {
      expect(Number(account.balance)).toBe(sums.get(account.user_id));
      expect(Number(account.balance)).toBeGreaterThanOrEqual(0);
    }
    const goals = await knex('donation_goals').select('id', 'total');
    for (const goal of goals) {
      const donated = entries
        .filter((e) => e.reference === `donationGoal:${goal.id}`)
        .reduce((s, e) => s + Number(e.amount), 0);
      expect(donated).toBe(Number(goal.total));
    }
  });

  it('refuses a database that already holds data', async () => {
    await expect(seed(knex, { preset: 'small', dataDir, now: NOW })).rejects.toBeInstanceOf(SeedError);
  });

  it('produces identical rows and files when run again on a fresh database', async () => {
    const again = await database.create();
    const otherDir = await mkdtemp(path.join(tmpdir(), 'atelier-seed-again-'));
    try {
      await seed(again.knex, {
        preset: 'small',
        dataDir: otherDir,
        now: NOW,
        // Drawn afresh on SQLite, so the files compare pictures drawn twice, not one picture kept by the run's cache
        // (picture-cache.ts); on PostgreSQL the rows are what is new, and the pictures are the same whatever the database.
        ...(database.name === 'sqlite' ? { pictureCache: null } : {}),
      });

      const first = await dump(knex);
      expect(Object.keys(first).length).toBeGreaterThan(25);
      expect(first.models).toHaveLength(48);
      // The demo passwords' salts come from the seed's PRNG, so even the hashes are the same.
      expect(first.credentials).toHaveLength(12);
      expect(await dump(again.knex)).toEqual(first);
      expect(await filesUnder(path.join(otherDir, 'files'))).toEqual(
        await filesUnder(path.join(dataDir, 'files')),
      );
    } finally {
      await again.drop();
      await rm(otherDir, { recursive: true, force: true });
    }
    // A limit, not a wait: a second full seed took past two minutes on a loaded two-core machine.
  }, 360_000);

  it('leaves no temporary files behind', async () => {
    const names = [...(await filesUnder(path.join(dataDir, 'files'))).keys()];
    expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const first = await knex('images').where({ id: 1 }).first();
    const key = postImageKey(first.content_key, first.url.endsWith('.png') ? 'png' : 'jpeg');
    expect(await readFile(path.join(dataDir, 'files', key))).toBeInstanceOf(Buffer);
  });

  it('lets the named users sign in with the demo password over the accounts module, and no one else', async () => {
    const clock = { now: () => NOW };
    const accounts = new Accounts({
      store: new KnexAccountStore(knex, clock),
      uow: new KnexUnitOfWork(knex, clock),
      clock,
    });

    const moderator = await accounts.signIn({ username: 'moderator', password: DEMO_PASSWORD });
    expect(moderator).toMatchObject({
      ok: true,
      value: { user: { id: 1, username: 'moderator', isModerator: true } },
    });
    expect(moderator.ok && (await accounts.userOfSession(moderator.value.session.secret))?.id).toBe(1);
    expect(await accounts.signIn({ username: 'moderator', password: 'atelier-demo!' })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.INVALID_CREDENTIALS' },
    });
    expect(await accounts.signIn({ username: 'banned', password: DEMO_PASSWORD })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.BANNED' },
    });
    // Only the twelve named users have a password; generated ones (13 on) have none.
    const withPassword = await knex('credentials').orderBy('user_id').pluck('user_id');
    expect(withPassword.map(Number)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    if (moderator.ok) await accounts.signOut(moderator.value.session.secret);
  });
});
