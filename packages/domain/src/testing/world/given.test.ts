import { describe, expect, it } from 'vitest';
import { aCollection } from '../builders/a-collection.js';
import { aDonationGoal } from '../builders/a-donation-goal.js';
import { aFile } from '../builders/a-file.js';
import { aModel } from '../builders/a-model.js';
import { aPost } from '../builders/a-post.js';
import { aReview } from '../builders/a-review.js';
import { aUser } from '../builders/a-user.js';
import { aVersion } from '../builders/a-version.js';
import { createTestWorld } from './create-test-world.js';

const NOW = new Date('2026-03-01T12:00:00Z');

describe('world.given', () => {
  it('stores users as built', async () => {
    const world = createTestWorld();
    const alice = await world.given.user(aUser().named('alice').member().moderator());
    const troll = await world.given.user(aUser().muted().banned());

    expect(await world.repos.users.ofUsername('ALICE')).toEqual(alice);
    expect(alice).toMatchObject({ isMember: true, isModerator: true, muted: false, banned: false });
    expect(alice.vaultStorageKb).toBeGreaterThan(0);
    expect(troll).toMatchObject({
      isMember: false,
      isModerator: false,
      muted: true,
      banned: true,
      vaultStorageKb: 0,
    });
  });

  it('stores a published public LORA named "Model N" by default, at the world clock', async () => {
    const world = createTestWorld({ now: NOW });
    const owner = await world.given.user();
    const model = await world.given.model(aModel().ownedBy(owner));

    expect(await world.repos.models.ofId(model.id)).toEqual(model);
    expect(model).toMatchObject({
      status: 'Published',
      availability: 'Public',
      type: 'LORA',
      userId: owner.id,
    });
    expect(model.name).toMatch(/^Model \d+$/);
    expect(model.publishedAt).toEqual(NOW);
  });

  it('gives a model an owner when none was named', async () => {
    const world = createTestWorld();
    const model = await world.given.model();
    expect(await world.repos.users.ofId(model.userId)).not.toBeNull();
  });

  it('stores model states as named', async () => {
    const world = createTestWorld({ now: NOW });
    const owner = await world.given.user();
    const moderator = await world.given.user(aUser().moderator());
    const at = new Date('2026-04-01T00:00:00Z');
    const m = (builder = aModel()) => world.given.model(builder.ownedBy(owner));

    expect(await m(aModel().scheduled(at))).toMatchObject({ status: 'Scheduled', publishedAt: at });
    expect(await m(aModel().draft())).toMatchObject({ status: 'Draft', publishedAt: null });
    expect(await m(aModel().unpublished())).toMatchObject({ status: 'Unpublished' });
    expect(await m(aModel().violation('spam'))).toMatchObject({
      status: 'UnpublishedViolation',
      meta: expect.objectContaining({ unpublishedReason: 'spam' }),
    });
    expect(await m(aModel().private())).toMatchObject({ availability: 'Private' });
    expect(await m(aModel().deleted())).toMatchObject({
      status: 'Deleted',
      deletedAt: NOW,
      deletedBy: owner.id,
    });
    expect(await m(aModel().deleted(moderator.id))).toMatchObject({ deletedBy: moderator.id });
    expect(await m(aModel().locked().commentsLocked().poi().minor().archived())).toMatchObject({
      locked: true,
      poi: true,
      minor: true,
      mode: 'Archived',
      meta: expect.objectContaining({ commentsLocked: true }),
    });
    expect(await m(aModel().takenDown().with({ nsfwLevel: 4 }))).toMatchObject({
      mode: 'TakenDown',
      nsfwLevel: 4,
    });
  });

  it('leaves a shared builder unchanged when it is specialised', async () => {
    const world = createTestWorld();
    const base = aModel().ownedBy(await world.given.user());
    await world.given.model(base.locked());
    expect((await world.given.model(base)).locked).toBe(false);
  });

  it('appends versions after the existing ones', async () => {
    const world = createTestWorld();
    const model = await world.given.model();
    const first = await world.given.version(aVersion().of(model));
    const second = await world.given.version(aVersion().of(model));
    const third = await world.given.version(aVersion().of(model));

    expect([first.index, second.index, third.index]).toEqual([0, 1, 2]);
    await world.repos.versions.save({ ...first, index: 3 });
    expect((await world.repos.versions.ofModel(model.id)).map((v) => v.id)).toEqual([
      second.id,
      third.id,
      first.id,
    ]);
  });

  it('stores a published SDXL 1.0 version without early access by default', async () => {
    const world = createTestWorld({ now: NOW });
    const version = await world.given.version();
    const until = new Date('2026-03-08T12:00:00Z');
    const early = await world.given.version(aVersion().inEarlyAccess(until, { generationPrice: 50 }));

    expect(version).toMatchObject({
      status: 'Published',
      publishedAt: NOW,
      baseModel: 'SDXL 1.0',
      earlyAccessEndsAt: null,
      earlyAccessConfig: null,
      fileCount: 0,
      postCount: 0,
    });
    expect(early.earlyAccessEndsAt).toEqual(until);
    expect(early.earlyAccessConfig).toMatchObject({ chargeForDownload: true, generationPrice: 50 });
  });

  it('counts a version’s stored files and posts when it is read back', async () => {
    const world = createTestWorld();
    const version = await world.given.version();
    await world.given.file(aFile().of(version));
    await world.given.file(aFile().of(version).type('Config'));
    await world.given.post(aPost().of(version));

    expect(await world.repos.versions.ofId(version.id)).toMatchObject({ fileCount: 2, postCount: 1 });
    await world.repos.versions.save({ ...version, fileCount: 9, postCount: 9 });
    expect(await world.repos.versions.ofId(version.id)).toMatchObject({ fileCount: 2, postCount: 1 });
  });

  it('stores a clean SafeTensor pruned fp16 model file with consistent fake hashes', async () => {
    const world = createTestWorld();
    const file = await world.given.file();
    const other = await world.given.file(
      aFile().scanned('Danger', 'Pending').metadata({ format: 'PickleTensor' }),
    );
    const sha = file.hashes.find((h) => h.type === 'SHA256')?.hash ?? '';

    expect(file).toMatchObject({
      type: 'Model',
      metadata: { format: 'SafeTensor', size: 'pruned', fp: 'fp16' },
      virusScanResult: 'Success',
      pickleScanResult: 'Success',
    });
    expect(sha).toMatch(/^[0-9A-F]{64}$/);
    expect(file.hashes.find((h) => h.type === 'AutoV2')?.hash).toBe(sha.slice(0, 10));
    expect(other.hashes[1]?.hash).not.toBe(sha);
    expect(other).toMatchObject({
      virusScanResult: 'Danger',
      pickleScanResult: 'Pending',
      metadata: { format: 'PickleTensor' },
    });
  });

  it('stores posts with their images, and reviews up or down', async () => {
    const world = createTestWorld();
    const version = await world.given.version();
    const fan = await world.given.user();
    const post = await world.given.post(aPost().of(version).by(fan).withImages({ nsfwLevel: 4 }, {}));
    await world.given.review(aReview().of(version).by(fan).up());
    await world.given.review(aReview().of(version).down());

    expect(await world.repos.posts.ofId(post.id)).toMatchObject({
      userId: fan.id,
      modelVersionId: version.id,
    });
    expect(post.images.map((image) => [image.postId, image.nsfwLevel])).toEqual([
      [post.id, 4],
      [post.id, 1],
    ]);
    expect(await world.repos.reviews.totalsOfVersion(version.id)).toEqual({ up: 1, down: 1 });
    expect((await world.repos.reviews.ofUserAndVersion(fan.id, version.id))?.rating).toBe(5);
  });

  it('stores goals for the model owner by default, and collections', async () => {
    const world = createTestWorld();
    const owner = await world.given.user();
    const model = await world.given.model(aModel().ownedBy(owner));
    const version = await world.given.version(aVersion().of(model));
    const goal = await world.given.goal(aDonationGoal().of(version).amount(1000).total(990));
    const collection = await world.given.collection(aCollection().ownedBy(owner).withModels(model));

    expect(await world.repos.donationGoals.ofId(goal.id)).toMatchObject({
      userId: owner.id,
      goalAmount: 1000,
      total: 990,
      active: true,
    });
    expect(await world.repos.collections.ofId(collection.id)).toMatchObject({
      userId: owner.id,
      modelIds: [model.id],
    });
  });

  it('mints Buzz under a fresh key each time', async () => {
    const world = createTestWorld();
    const user = await world.given.user();
    await world.given.buzz(user, 100);
    await world.given.buzz(user, 100);
    expect(await world.repos.ledger.balanceOf(user.id)).toBe(200);
  });

  it('records a download of the version’s first file, or of file 0 when it has none', async () => {
    const world = createTestWorld({ now: NOW });
    const user = await world.given.user();
    const version = await world.given.version();
    const empty = await world.given.version();
    const file = await world.given.file(aFile().of(version));
    await world.given.file(aFile().of(version));

    await world.given.download(user, version);
    await world.given.download(user, empty);

    expect(await world.repos.downloads.hasDownloaded(user.id, version.id)).toBe(true);
    expect(world.db.state.downloads).toEqual([
      { userId: user.id, modelVersionId: version.id, fileId: file.id, at: NOW },
      { userId: user.id, modelVersionId: empty.id, fileId: 0, at: NOW },
    ]);
  });
});
