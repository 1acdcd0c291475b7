import { describe, expect, it } from 'vitest';
import { aDonationGoal } from '../builders/a-donation-goal.js';
import { aFile } from '../builders/a-file.js';
import { aModel } from '../builders/a-model.js';
import { aPost } from '../builders/a-post.js';
import { aReview } from '../builders/a-review.js';
import { aUser } from '../builders/a-user.js';
import { aVersion } from '../builders/a-version.js';
import { createTestWorld } from '../world/create-test-world.js';

describe('in-memory repositories', () => {
  it('assigns ids incrementally per table', async () => {
    const world = createTestWorld();
    const [a, b] = [await world.given.user(), await world.given.user()];
    const model = await world.given.model(aModel().ownedBy(a));
    expect([a.id, b.id, model.id]).toEqual([1, 2, 1]);
  });

  it('hands out copies, so changing a loaded entity changes nothing until it is saved', async () => {
    const world = createTestWorld();
    const model = await world.given.model();
    const loaded = await world.repos.models.ofId(model.id);
    if (loaded === null) throw new Error('model not stored');

    loaded.name = 'Changed';
    loaded.meta.commentsLocked = true;
    expect(await world.repos.models.ofId(model.id)).toEqual(model);

    await world.repos.models.save(loaded);
    expect((await world.repos.models.ofId(model.id))?.name).toBe('Changed');
  });

  it('refuses what a database would: missing rows, dangling references, duplicates', async () => {
    const world = createTestWorld();
    const user = await world.given.user(aUser().named('alice'));
    const version = await world.given.version();

    await expect(world.given.user(aUser().named('Alice'))).rejects.toThrow(/unique/);
    await expect(world.repos.models.save({ ...(await world.given.model()), id: 999 })).rejects.toThrow();
    await expect(world.repos.versions.create(aVersion().of({ id: 999 }).build())).rejects.toThrow(
      /foreign key/,
    );
    await world.given.review(aReview().of(version).by(user));
    await expect(world.given.review(aReview().of(version).by(user))).rejects.toThrow(/unique/);
  });

  it('removes a model with everything hanging off it, and nothing of other models', async () => {
    const world = createTestWorld();
    const doomed = await world.given.version();
    const kept = await world.given.version();
    for (const version of [doomed, kept]) {
      await world.given.file(aFile().of(version));
      await world.given.post(aPost().of(version));
      await world.given.review(aReview().of(version));
      await world.given.goal(aDonationGoal().of(version));
      await world.repos.reactions.setLiked(1, version.modelId, version.id, true);
      await world.repos.explorationPrompts.upsert({
        id: version.id,
        modelId: version.modelId,
        name: 'p',
        prompt: 'x',
        index: 0,
      });
    }

    await world.repos.models.remove(doomed.modelId);

    expect(await world.repos.models.ofId(doomed.modelId)).toBeNull();
    expect(await world.repos.versions.ofId(doomed.id)).toBeNull();
    expect(await world.repos.files.ofVersion(doomed.id)).toEqual([]);
    expect(await world.repos.reviews.totalsOfModel(doomed.modelId)).toEqual({ up: 0, down: 0 });
    expect(await world.repos.donationGoals.ofVersion(doomed.id)).toEqual([]);
    expect(await world.repos.explorationPrompts.ofVersion(doomed.id)).toEqual([]);
    expect(await world.repos.reactions.isLiked(1, doomed.id)).toBe(false);
    expect([...world.db.state.posts.rows.values()].some((p) => p.modelVersionId === doomed.id)).toBe(false);
    expect(await world.repos.versions.ofId(kept.id)).toMatchObject({ fileCount: 1, postCount: 1 });
    expect(await world.repos.reviews.totalsOfVersion(kept.id)).toEqual({ up: 1, down: 0 });
  });

  it('adds to a goal total by increment', async () => {
    const world = createTestWorld();
    const goal = await world.given.goal();
    await world.repos.donationGoals.addToTotal(goal.id, 30);
    expect((await world.repos.donationGoals.addToTotal(goal.id, 20)).total).toBe(50);
  });

  it('derives creator stats from stored models, follows, downloads, reviews and reactions', async () => {
    const world = createTestWorld();
    const creator = await world.given.user();
    const fan = await world.given.user();
    const model = await world.given.model(aModel().ownedBy(creator));
    await world.repos.models.save({ ...model, rank: { ...model.rank, generationCountAllTime: 7 } });
    await world.given.model(aModel().ownedBy(creator).deleted());
    const version = await world.given.version(aVersion().of(model));
    await world.given.download(fan, version);
    await world.given.download(null, version);
    await world.given.review(aReview().of(version).by(fan).up());
    await world.given.post(aPost().by(creator).withImages({ reactionCount: 3 }, { reactionCount: 2 }));
    await world.repos.follows.follow(fan.id, creator.id);

    const found = await world.repos.users.creator(creator.id);
    expect(found?.account).toEqual({ deletedAt: null, banned: false });
    expect(found?.creator.stats).toEqual({
      downloadCountAllTime: 2,
      thumbsUpCountAllTime: 1,
      followerCountAllTime: 1,
      reactionCountAllTime: 5,
      generationCountAllTime: 7,
      uploadCountAllTime: 1,
    });
    expect(await world.repos.users.creator(999)).toBeNull();
  });

  it('keeps vault items per user and sums their sizes', async () => {
    const world = createTestWorld();
    const [member, other] = [
      await world.given.user(aUser().member()),
      await world.given.user(aUser().member()),
    ];
    const item = (userId: number, sizeKb: number) =>
      world.repos.vault.add({
        userId,
        modelVersionId: 1,
        modelId: 1,
        modelName: 'M',
        versionName: 'V',
        sizeKb,
        notes: null,
        addedAt: world.clock.now(),
      });
    const mine = await item(member.id, 100);
    await item(member.id, 50);
    const theirs = await item(other.id, 10);

    expect(await world.repos.vault.usedKb(member.id)).toBe(150);
    expect(await world.repos.vault.remove(member.id, [mine.id, theirs.id])).toBe(1);
    expect(await world.repos.vault.usedKb(member.id)).toBe(50);
    expect(await world.repos.vault.usedKb(other.id)).toBe(10);
  });
});
