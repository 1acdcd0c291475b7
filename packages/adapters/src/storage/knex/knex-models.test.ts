import {
  aCollection,
  aDonationGoal,
  aFile,
  aModel,
  aPost,
  aReview,
  aUser,
  aVersion,
} from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const AT = new Date('2026-05-06T07:08:09.010Z');

describe.each(databases)('KnexModels on $name', (database) => {
  const world = useKnexWorld(database);

  it('round-trips every field: flags, dates, meta, rank, license permissions, tags and licenses in order', async () => {
    const { repos, given } = world();
    const owner = await given.user();
    const moderator = await given.user(aUser().moderator());
    const built = aModel()
      .ownedBy(owner)
      .locked()
      .poi()
      .minor()
      .takenDown()
      .commentsLocked()
      .needsReview()
      .deleted(moderator.id)
      .with({
        name: 'Épique — “quoted” model',
        description: '<p>multi\nline</p>',
        type: 'Checkpoint',
        checkpointType: 'Merge',
        availability: 'EarlyAccess',
        nsfw: true,
        nsfwLevel: 28,
        publishedAt: AT,
        earlyAccessDeadline: new Date(AT.getTime() + 86_400_000),
        tags: [
          { name: 'style', isCategory: true },
          { name: 'anime', isCategory: false },
        ],
        licenses: [
          { name: 'CreativeML Open RAIL-M', url: 'https://example.com/rail' },
          { name: 'Custom', url: 'https://example.com/custom' },
        ],
        ownershipProcessing: true,
        hasSuggestedResources: true,
        rank: {
          thumbsUpCountAllTime: 1,
          thumbsDownCountAllTime: 2,
          downloadCountAllTime: 3,
          generationCountAllTime: 4,
          collectedCountAllTime: 5,
          tippedAmountCountAllTime: 6,
        },
        allowNoCredit: false,
        allowCommercialUse: ['None'],
        allowDerivatives: false,
        allowDifferentLicense: false,
        sfwOnly: true,
      })
      .build(AT);

    const created = await repos.models.create(built);

    // The author's name is read from their account, never from the saved value.
    expect(created).toEqual({
      ...built,
      id: created.id,
      author: { ...built.author, username: owner.username },
    });
    expect(await repos.models.ofId(created.id)).toEqual(created);
    expect(created.meta).toMatchObject({ commentsLocked: true, needsReview: true });
    expect(created.deletedAt).toEqual(AT);
    expect(await repos.models.ofId(created.id + 1)).toBeNull();
  });

  it('saves changes, replacing tags and licenses, and refuses to save a missing model', async () => {
    const { repos, given } = world();
    const model = await given.model(aModel().with({ tags: [{ name: 'a', isCategory: false }] }));

    await repos.models.save({
      ...model,
      name: 'Renamed',
      status: 'Unpublished',
      publishedAt: null,
      tags: [
        { name: 'b', isCategory: false },
        { name: 'a', isCategory: false },
      ],
      licenses: [{ name: 'MIT', url: 'https://mit' }],
    });

    expect(await repos.models.ofId(model.id)).toMatchObject({
      name: 'Renamed',
      status: 'Unpublished',
      publishedAt: null,
      tags: [{ name: 'b' }, { name: 'a' }],
      licenses: [{ name: 'MIT', url: 'https://mit' }],
    });
    await repos.models.save({ ...model, tags: [] });
    expect((await repos.models.ofId(model.id))?.tags).toEqual([]);
    await expect(repos.models.save({ ...model, id: 999 })).rejects.toThrow(/does not exist/);
  });

  it('shares tags between models by name', async () => {
    const { repos, given } = world();
    await given.model(aModel().with({ tags: [{ name: 'anime', isCategory: false }] }));
    await given.model(aModel().with({ tags: [{ name: 'anime', isCategory: false }] }));

    expect(
      await repos.tags.list({ query: 'anime', limit: 10, categories: null, excludedTagIds: [] }),
    ).toEqual([expect.objectContaining({ name: 'anime', modelCount: 2 })]);
  });

  it('lists a user’s models in id order', async () => {
    const { repos, given } = world();
    const owner = await given.user();
    const first = await given.model(aModel().ownedBy(owner));
    await given.model();
    const second = await given.model(aModel().ownedBy(owner));

    expect((await repos.models.ofUser(owner.id)).map((m) => m.id)).toEqual([first.id, second.id]);
  });

  it('says who owns a model in one small read, and nobody for a missing one', async () => {
    const { repos, given } = world();
    const owner = await given.user();
    const model = await given.model(aModel().ownedBy(owner));
    await given.model();

    expect(await repos.models.ownerOf(model.id)).toBe(owner.id);
    expect(await repos.models.ownerOf(model.id + 1000)).toBeNull();
  });

  it("reads the author's name and account state with the model, never saving them", async () => {
    const { repos, given } = world();
    const author = await given.user();
    const model = await given.model(aModel().ownedBy(author));
    expect(model.author).toEqual({ username: author.username, deletedAt: null, banned: false });

    await repos.users.save({ ...author, username: 'renamed-author', deletedAt: AT, banned: true });
    const stale = { username: author.username, deletedAt: null, banned: false };
    await repos.models.save({ ...model, author: stale, name: 'Renamed' });

    const expected = {
      name: 'Renamed',
      author: { username: 'renamed-author', deletedAt: AT, banned: true },
    };
    expect(await repos.models.ofId(model.id)).toMatchObject(expected);
    expect(await repos.models.ofUser(author.id)).toMatchObject([expected]);
  });

  it('finds models with any of the tags, case-insensitively, most downloaded first, at most `limit`', async () => {
    const { repos, given } = world();
    const model = (downloads: number, ...tags: string[]) =>
      given.model(
        aModel().with({
          tags: tags.map((name) => ({ name, isCategory: false })),
          rank: { ...aModel().ownedBy({ id: 0 }).build().rank, downloadCountAllTime: downloads },
        }),
      );
    const few = await model(5, 'Anime');
    const many = await model(50, 'anime', 'style');
    const other = await model(10, 'style');
    await model(100, 'photo');
    const tie = await model(5, 'STYLE');

    expect((await repos.models.withAnyTag(['ANIME', 'style'], 10)).map((m) => m.id)).toEqual([
      many.id,
      other.id,
      few.id,
      tie.id,
    ]);
    expect((await repos.models.withAnyTag(['anime', 'style'], 2)).map((m) => m.id)).toEqual([
      many.id,
      other.id,
    ]);
    expect(await repos.models.withAnyTag([], 10)).toEqual([]);
  });

  it('removes a model with everything hanging off it, keeps history, and leaves other models alone', async () => {
    const { repos, given, knex } = world();
    const fan = await given.user();
    const doomed = await given.version();
    const kept = await given.version();
    for (const version of [doomed, kept]) {
      const file = await given.file(aFile().of(version));
      const review = await given.review(aReview().of(version));
      await given.post(aPost().of(version).forReview(review));
      await given.goal(aDonationGoal().of(version));
      await given.collection(aCollection().ownedBy(fan).withModels({ id: version.modelId }));
      await given.download(fan, version);
      await given.buzz(fan, 10);
      await repos.reactions.setLiked(fan.id, version.modelId, version.id, true);
      await repos.explorationPrompts.upsert({
        id: version.id,
        modelId: version.modelId,
        name: 'p',
        prompt: 'x',
        index: 0,
      });
      await repos.earlyAccessPurchases.grant(fan.id, version.id, 'download');
      await repos.notifySettings.set(fan.id, 'model', version.modelId, true);
      await repos.notifySettings.set(fan.id, 'earlyAccess', version.id, true);
      await repos.gallerySettings.save(version.modelId, {
        hiddenImages: [1],
        hiddenTags: [],
        hiddenUsers: [],
        level: 1,
        pinnedPosts: {},
      });
      await repos.comments.create({ modelId: version.modelId, userId: fan.id, content: 'hi', createdAt: AT });
      await repos.audit.append({
        actorId: fan.id,
        action: 'model.publish',
        modelId: version.modelId,
        modelVersionId: version.id,
        details: {},
        createdAt: AT,
      });
      await repos.vault.add({
        userId: fan.id,
        modelVersionId: version.id,
        modelId: version.modelId,
        modelName: 'M',
        versionName: 'V',
        sizeKb: file.sizeKB,
        notes: null,
        addedAt: AT,
      });
    }
    const count = async (table: string, where: Record<string, number | string>) =>
      Number((await knex(table).where(where).count({ n: '*' }).first())?.n);
    const [doomedFile] = await repos.files.ofVersion(doomed.id);

    await repos.models.remove(doomed.modelId);

    expect(await repos.models.ofId(doomed.modelId)).toBeNull();
    expect(await repos.versions.ofId(doomed.id)).toBeNull();
    expect(await repos.files.ofVersion(doomed.id)).toEqual([]);
    expect(await count('model_file_hashes', { file_id: doomedFile?.id ?? -1 })).toBe(0);
    expect(await count('posts', { model_version_id: doomed.id })).toBe(0);
    expect(await count('images', {})).toBe(1);
    expect(await repos.reviews.totalsOfModel(doomed.modelId)).toEqual({ up: 0, down: 0 });
    expect(await repos.donationGoals.ofVersion(doomed.id)).toEqual([]);
    expect(await repos.explorationPrompts.ofVersion(doomed.id)).toEqual([]);
    expect(await repos.reactions.isLiked(fan.id, doomed.id)).toBe(false);
    expect(await repos.earlyAccessPurchases.accessOf(fan.id, doomed.id)).toEqual({
      download: false,
      generation: false,
    });
    expect(await repos.notifySettings.isOn(fan.id, 'model', doomed.modelId)).toBe(false);
    expect(await repos.notifySettings.isOn(fan.id, 'earlyAccess', doomed.id)).toBe(false);
    expect(await repos.gallerySettings.of(doomed.modelId)).toMatchObject({ level: 31, hiddenImages: [] });
    expect(await repos.comments.ofModel(doomed.modelId)).toEqual([]);
    expect((await repos.collections.ofId(1))?.modelIds).toEqual([]);
    // History stays: downloads, vault items, the audit log and the ledger.
    expect(await repos.downloads.hasDownloaded(fan.id, doomed.id)).toBe(true);
    expect(await repos.vault.itemOf(fan.id, doomed.id)).not.toBeNull();
    expect(await repos.audit.ofModel(doomed.modelId)).toHaveLength(1);
    expect(await repos.ledger.balanceOf(fan.id)).toBe(20);
    // The other model is untouched.
    expect(await repos.versions.ofId(kept.id)).toMatchObject({ fileCount: 1, postCount: 1 });
    expect(await repos.reviews.totalsOfVersion(kept.id)).toEqual({ up: 1, down: 0 });
    expect(await repos.notifySettings.isOn(fan.id, 'model', kept.modelId)).toBe(true);
    expect(await repos.notifySettings.isOn(fan.id, 'earlyAccess', kept.id)).toBe(true);
    expect(await repos.comments.ofModel(kept.modelId)).toHaveLength(1);
    expect((await repos.collections.ofId(2))?.modelIds).toEqual([kept.modelId]);
  });
});

describe.each(databases)('KnexModelVersions on $name', (database) => {
  const world = useKnexWorld(database);

  it('round-trips every field, early-access config and meta included', async () => {
    const { repos, given } = world();
    const model = await given.model();
    const built = aVersion()
      .of(model)
      .index(2)
      .inEarlyAccess(new Date('2026-02-01T00:00:00.123Z'), { downloadPrice: 500, generationTrialLimit: 10 })
      .meta({ needsReview: true, picFinderModelId: 77 })
      .with({
        baseModelType: null,
        description: 'desc',
        usageControl: 'Generation',
        steps: 1200,
        epochs: 10,
        clipSkip: 2,
        strength: 0.75,
        trainedWords: ['alpha', 'beta gamma'],
        trainingStatus: 'Approved',
        inaccurate: true,
        canDownload: false,
        rank: {
          downloadCountAllTime: 9,
          generationCountAllTime: 8,
          earnedAmountAllTime: 7,
          thumbsUpCountAllTime: 6,
          thumbsDownCountAllTime: 5,
        },
      })
      .build(AT);

    const created = await repos.versions.create(built);

    expect(created).toEqual({ ...built, id: created.id, fileCount: 0, postCount: 0 });
    expect(await repos.versions.ofId(created.id)).toEqual(created);
    expect(await repos.versions.ofId(created.id + 1)).toBeNull();
    await expect(repos.versions.create(aVersion().of({ id: 999 }).build())).rejects.toThrow(/foreign key/);
  });

  it('reads models and versions by ids in one go, leaving unknown ids out', async () => {
    const { repos, given } = world();
    const [a, b] = [await given.model(), await given.model()];
    const [va, vb] = [await given.version(aVersion().of(a)), await given.version(aVersion().of(b))];

    expect((await repos.models.ofIds([b.id, a.id, 999_999])).map((m) => m.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect(await repos.models.ofIds([a.id])).toEqual([await repos.models.ofId(a.id)]);
    expect(await repos.models.ofIds([])).toEqual([]);
    expect((await repos.versions.ofIds([vb.id, 999_999, va.id])).map((v) => v.id).sort()).toEqual(
      [va.id, vb.id].sort(),
    );
    expect(await repos.versions.ofIds([va.id])).toEqual([await repos.versions.ofId(va.id)]);
    expect(await repos.versions.ofIds([])).toEqual([]);
  });

  it('lists a model’s versions by index with their file and post counts', async () => {
    const { repos, given } = world();
    const model = await given.model();
    const first = await given.version(aVersion().of(model));
    const second = await given.version(aVersion().of(model));
    const third = await given.version(aVersion().of(model));
    await given.version();
    await given.file(aFile().of(second));
    await given.file(aFile().of(second).type('Config'));
    await given.post(aPost().of(second));
    await given.post(aPost().of(third).unpublished());

    await repos.versions.save({ ...first, index: 3 });

    expect((await repos.versions.ofModel(model.id)).map((v) => [v.id, v.fileCount, v.postCount])).toEqual([
      [second.id, 2, 1],
      [third.id, 0, 0], // a draft post does not count: publishing needs a post people see
      [first.id, 0, 0],
    ]);
  });

  it('never stores the counts it is given, and refuses to save a missing version', async () => {
    const { repos, given } = world();
    const version = await given.version();
    await given.file(aFile().of(version));

    await repos.versions.save({ ...version, name: 'v2', fileCount: 9, postCount: 9 });

    expect(await repos.versions.ofId(version.id)).toMatchObject({ name: 'v2', fileCount: 1, postCount: 0 });
    await expect(repos.versions.save({ ...version, id: 999 })).rejects.toThrow(/does not exist/);
  });

  it('removes a version with its files, posts, reviews and early-access notify settings', async () => {
    const { repos, given } = world();
    const fan = await given.user();
    const version = await given.version();
    const sibling = await given.version(aVersion().of({ id: version.modelId }));
    await given.file(aFile().of(version));
    await given.post(aPost().of(version));
    await given.review(aReview().of(version).by(fan));
    await repos.notifySettings.set(fan.id, 'earlyAccess', version.id, true);
    await repos.notifySettings.set(fan.id, 'model', version.modelId, true);

    await repos.versions.remove(version.id);

    expect(await repos.versions.ofModel(version.modelId)).toEqual([sibling]);
    expect(await repos.files.ofVersion(version.id)).toEqual([]);
    expect(await repos.reviews.ofUserAndVersion(fan.id, version.id)).toBeNull();
    expect(await repos.notifySettings.isOn(fan.id, 'earlyAccess', version.id)).toBe(false);
    expect(await repos.notifySettings.isOn(fan.id, 'model', version.modelId)).toBe(true);
  });
});
