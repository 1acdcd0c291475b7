import { threadPage } from '@atelier/domain';
import { aDonationGoal, aFile, aModel, aReview, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import type { PageRead } from '../read-memo.js';
import { dialectOf } from './dialect.js';
import { readModelPage, readRelatedModels } from './knex-model-page.js';
import { VERSION_WITH_COUNTS } from './knex-model-versions.js';
import { ASSOCIATED_RESOURCE_COLUMNS } from './rows/associated-resource-row.js';
import { FILE_COLUMNS } from './rows/file-row.js';
import { EXPLORATION_PROMPT_COLUMNS, GALLERY_SETTINGS_COLUMNS } from './rows/gallery-rows.js';
import { COMMENT_COLUMNS, DONATION_GOAL_COLUMNS } from './rows/records-rows.js';
import { USER_COLUMNS } from './rows/user-row.js';
import { VERSION_COLUMNS } from './rows/version-row.js';
import { databases, statementsDuring } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const AT = new Date('2026-07-08T09:10:11.012Z');

/** The answer a page's read gives for `repository.method(...args)`, if it gives one. */
const answerIn = (page: PageRead | undefined, repository: string, method: string, args: unknown[]) =>
  page?.answers.find(
    (given) =>
      given.repository === repository &&
      given.method === method &&
      JSON.stringify(given.args) === JSON.stringify(args),
  )?.answer;

describe.each(databases)("the model page's read on $name", (database) => {
  const world = useKnexWorld(database);
  const storeOf = () => {
    const { knex, clock } = world();
    return { db: knex, dialect: dialectOf(knex), clock };
  };

  it('lists every column of the tables it reads as JSON, so its rows are the rows `select *` gives', async () => {
    const { knex } = world();
    const columnsOf = async (table: string) => Object.keys(await knex(table).columnInfo()).sort();
    const tables: [string, readonly string[]][] = [
      ['model_versions', VERSION_COLUMNS],
      ['model_files', FILE_COLUMNS],
      ['gallery_settings', GALLERY_SETTINGS_COLUMNS],
      ['associated_resources', ASSOCIATED_RESOURCE_COLUMNS],
      ['donation_goals', DONATION_GOAL_COLUMNS],
      ['exploration_prompts', EXPLORATION_PROMPT_COLUMNS],
      ['users', USER_COLUMNS],
      ['comments', COMMENT_COLUMNS],
    ];
    for (const [table, listed] of tables) expect([...listed].sort(), table).toEqual(await columnsOf(table));
    expect(VERSION_WITH_COUNTS.map(([name]) => name)).toEqual([
      ...VERSION_COLUMNS,
      'file_count',
      'post_count',
    ]);
  });

  it("answers, in one statement, what each of the page's reads answers on its own", async () => {
    const { knex, repos, given } = world();
    const [ann, bob] = [await given.user(), await given.user()];
    const model = await given.model(aModel().ownedBy(ann).named('Paged'));
    const [other, third] = [
      await given.model(aModel().ownedBy(bob)),
      await given.model(aModel().ownedBy(bob)),
    ];
    const second = await given.version(aVersion().of(model).index(1).published(AT).named('v2'));
    const first = await given.version(aVersion().of(model).index(0).published(AT).named('v1'));
    const gone = await given.version(
      aVersion().of(model).index(2).with({ deletedAt: AT, deletedBy: ann.id }),
    );
    for (const version of [first, second, gone]) {
      await given.file(aFile().of(version).sized(1234.5).metadata({ format: 'SafeTensor', fp: 'fp16' }));
      await given.goal(aDonationGoal().of(version).by(ann).amount(500).total(120));
    }
    await given.file(aFile().of(first).with({ scannedAt: AT, visibility: 'Private' }));
    await given.goal(aDonationGoal().of(first).by(ann).inactive().earlyAccess());
    await given.review(aReview().of(first).by(bob).up());
    await given.review(aReview().of(second).by(bob).down());
    await repos.reactions.setLiked(bob.id, model.id, first.id, true);
    const prompt = (version: typeof first, name: string, index: number) =>
      repos.explorationPrompts.upsert({
        id: version.id,
        modelId: model.id,
        name,
        prompt: `a ${name}`,
        index,
      });
    await prompt(first, 'b', 1);
    await prompt(first, 'B', 1);
    await prompt(first, 'a', 0);
    await prompt(gone, 'c', 0);
    await repos.gallerySettings.save(model.id, {
      hiddenImages: [3, 1],
      hiddenTags: [{ id: 2, name: 'gore' }],
      hiddenUsers: [{ id: bob.id, username: 'bob' }],
      level: 3,
      pinnedPosts: { [first.id]: [10, 11] },
    });
    await repos.associatedResources.replace(model.id, [
      { resourceType: 'model', resourceId: third.id },
      { resourceType: 'model', resourceId: other.id },
    ]);

    const comment = (userId: number, content: string, parentId: number | null = null) =>
      repos.comments.create({ modelId: model.id, userId, content, createdAt: AT, parentId });
    const older = await comment(ann.id, '<p>First</p>');
    await comment(bob.id, 'A reply', older.id);
    const hiddenReply = await comment(bob.id, 'Hidden reply', older.id);
    await repos.comments.save({ ...hiddenReply, hidden: true });
    const hiddenThread = await comment(bob.id, 'Hidden thread');
    await repos.comments.save({ ...hiddenThread, hidden: true });
    const newer = await comment(bob.id, 'Second “quoted”');
    await repos.comments.setReaction({ commentId: newer.id, userId: ann.id, reaction: 'heart' }, true);
    await comment(ann.id, 'Elsewhere').then(async (elsewhere) =>
      repos.comments.save({ ...elsewhere, deletedAt: AT }),
    );

    let page: Awaited<ReturnType<typeof readModelPage>> | undefined;
    const statements = await statementsDuring(knex, async () => {
      page = await readModelPage(storeOf(), model.id);
    });
    expect(statements).toHaveLength(1);
    if (page === undefined) throw new Error('no page read');

    // Every part is there, so the equalities below compare something.
    const live = [first.id, second.id];
    expect(page.answer).toEqual(await repos.models.ofId(model.id));
    const answerOf = (repository: string, method: string, args: unknown[]) =>
      answerIn(page, repository, method, args);
    const versions = await repos.versions.ofModel(model.id);
    expect(versions.map((version) => version.id)).toEqual(live);
    expect(answerOf('versions', 'ofModel', [model.id])).toEqual(versions);
    expect(answerOf('gallerySettings', 'of', [model.id])).toEqual(await repos.gallerySettings.of(model.id));
    const creator = await repos.users.creator(ann.id);
    expect(creator?.creator.modelCount).toBe(1);
    expect(answerOf('users', 'creator', [ann.id])).toEqual(creator);
    const associated = await repos.associatedResources.ofModel(model.id);
    expect(associated).toHaveLength(2);
    expect(answerOf('associatedResources', 'ofModel', [model.id])).toEqual(associated);
    for (const id of live) {
      const goals = await repos.donationGoals.ofVersion(id);
      expect(goals.length).toBeGreaterThan(0);
      expect(answerOf('donationGoals', 'ofVersion', [id])).toEqual(goals);
      expect(answerOf('explorationPrompts', 'ofVersion', [id])).toEqual(
        await repos.explorationPrompts.ofVersion(id),
      );
    }
    expect(
      ((answerOf('explorationPrompts', 'ofVersion', [first.id]) as { name: string }[]) ?? []).map(
        (p) => p.name,
      ),
    ).toEqual(['a', 'B', 'b']);
    const threads = await repos.comments.threadsOfModel(model.id, threadPage(null, false));
    expect(threads.threads.map((thread) => thread.content)).toEqual(['Second “quoted”', '<p>First</p>']);
    expect(threads.threads[1]?.replies).toHaveLength(1);
    expect(threads.threads[0]?.reactions).toHaveLength(1);
    expect(answerOf('comments', 'threadsOfModel', [model.id, threadPage(null, false)])).toEqual(threads);
    // A deleted version is no part of the page: its reads are left to the database.
    expect(answerOf('donationGoals', 'ofVersion', [gone.id])).toBeUndefined();
    const [details] = page.byIds;
    expect(details?.repository).toBe('files');
    const plain = await repos.files.detailsOfVersions(live);
    expect(plain.get(first.id)?.files).toHaveLength(2);
    expect(plain.get(first.id)?.figures).toEqual({ reviewTotals: { up: 1, down: 0 }, likeCount: 1 });
    expect(details?.covers).toEqual(new Set(live));
    expect(details?.answerFor(live)).toEqual(plain);
    expect(details?.answerFor([second.id])).toEqual(await repos.files.detailsOfVersions([second.id]));
    // Nothing of the viewer for an anonymous page.
    expect(answerOf('follows', 'followingOf', [ann.id])).toBeUndefined();
  });

  it('brings what the signed-in viewer did with the model, as the plain reads of each give it', async () => {
    const { knex, repos, given } = world();
    const [ann, bob, cid] = [await given.user(), await given.user(), await given.user()];
    const model = await given.model(aModel().ownedBy(ann));
    const [first, second] = [
      await given.version(aVersion().of(model).index(0).published(AT)),
      await given.version(aVersion().of(model).index(1).published(AT)),
    ];
    const gone = await given.version(
      aVersion().of(model).index(2).with({ deletedAt: AT, deletedBy: ann.id }),
    );
    const elsewhere = await given.version();
    for (const version of [first, second, gone, elsewhere]) await given.file(aFile().of(version));
    await repos.earlyAccessPurchases.grant(bob.id, first.id, 'download');
    await repos.earlyAccessPurchases.grant(bob.id, first.id, 'generation');
    await repos.earlyAccessPurchases.grant(bob.id, second.id, 'generation');
    await repos.earlyAccessPurchases.grant(bob.id, gone.id, 'download');
    await repos.earlyAccessPurchases.grant(cid.id, second.id, 'download');
    await repos.reactions.setLiked(bob.id, model.id, second.id, true);
    await repos.reactions.setLiked(bob.id, model.id, first.id, true);
    await repos.reactions.setLiked(cid.id, model.id, first.id, true);
    await given.download(bob, first);
    await given.download(bob, first);
    await given.download(bob, elsewhere);
    await given.review(aReview().of(second).by(bob).down());
    await given.review(aReview().of(first).by(cid).up());
    await repos.notifySettings.set(bob.id, 'earlyAccess', second.id, true);
    await repos.notifySettings.set(bob.id, 'model', model.id, true);
    await repos.notifySettings.set(cid.id, 'model', model.id + 1, true);
    await repos.follows.follow(bob.id, cid.id);
    await repos.follows.follow(bob.id, ann.id);
    await repos.follows.follow(cid.id, bob.id);
    await given.buzz(bob, 1234);

    let page: Awaited<ReturnType<typeof readModelPage>> | undefined;
    const statements = await statementsDuring(knex, async () => {
      page = await readModelPage(storeOf(), model.id, bob.id);
    });
    expect(statements).toHaveLength(1);
    const answerOf = (repository: string, method: string, args: unknown[]) =>
      answerIn(page, repository, method, args);
    const byIdsOf = (repository: string) => page?.byIds.find((given) => given.repository === repository);

    const following = await repos.follows.followingOf(bob.id);
    expect(following).toEqual([cid.id, ann.id]);
    expect(answerOf('follows', 'followingOf', [bob.id])).toEqual(following);
    expect(await repos.ledger.balanceOf(bob.id)).toBe(1234);
    expect(answerOf('ledger', 'balanceOf', [bob.id])).toBe(1234);
    expect(answerOf('notifySettings', 'isOn', [bob.id, 'model', model.id])).toBe(true);
    const live = [first.id, second.id];
    const purchases = byIdsOf('earlyAccessPurchases');
    expect(purchases?.args).toEqual([bob.id]);
    expect(purchases?.covers).toEqual(new Set(live));
    const access = await repos.earlyAccessPurchases.accessOfVersions(bob.id, live);
    expect(access.get(first.id)).toEqual({ download: true, generation: true });
    expect(purchases?.answerFor(live)).toEqual(access);
    expect(purchases?.answerFor([second.id])).toEqual(
      await repos.earlyAccessPurchases.accessOfVersions(bob.id, [second.id]),
    );
    const engagement = byIdsOf('reactions');
    expect(engagement?.args).toEqual([bob.id]);
    const engaged = await repos.reactions.engagementWith(bob.id, live);
    expect(engaged.liked).toEqual([second.id, first.id]);
    expect(engaged.reviews).toHaveLength(1);
    expect(engaged.notified).toEqual(new Set([second.id]));
    expect(engagement?.answerFor(live)).toEqual(engaged);
    expect(engagement?.answerFor([first.id])).toEqual(
      await repos.reactions.engagementWith(bob.id, [first.id]),
    );

    // A viewer who did nothing: empty answers, as the plain reads give them.
    const nobody = await given.user();
    const untouched = await readModelPage(storeOf(), model.id, nobody.id);
    const ofNobody = (repository: string, method: string) =>
      untouched.answers.find((given) => given.repository === repository && given.method === method)?.answer;
    expect(ofNobody('follows', 'followingOf')).toEqual([]);
    expect(ofNobody('ledger', 'balanceOf')).toBe(await repos.ledger.balanceOf(nobody.id));
    expect(ofNobody('notifySettings', 'isOn')).toBe(false);
    expect(untouched.byIds.find((given) => given.repository === 'reactions')?.answerFor(live)).toEqual(
      await repos.reactions.engagementWith(nobody.id, live),
    );
  });

  it('gives default settings and empty lists for a model with nothing beside it, and no model for a missing id', async () => {
    const { repos, given } = world();
    const store = storeOf();
    const model = await given.model();

    const page = await readModelPage(store, model.id);

    expect(page.answer).toEqual(await repos.models.ofId(model.id));
    expect(page.answers).toEqual([
      { repository: 'versions', method: 'ofModel', args: [model.id], answer: [] },
      {
        repository: 'gallerySettings',
        method: 'of',
        args: [model.id],
        answer: await repos.gallerySettings.of(model.id),
      },
      { repository: 'associatedResources', method: 'ofModel', args: [model.id], answer: [] },
      {
        repository: 'comments',
        method: 'threadsOfModel',
        args: [model.id, threadPage(null, false)],
        answer: { threads: [], total: 0 },
      },
      {
        repository: 'users',
        method: 'creator',
        args: [model.userId],
        answer: await repos.users.creator(model.userId),
      },
    ]);
    expect(page.byIds[0]?.covers).toEqual(new Set());
    expect(page.byIds[0]?.answerFor([])).toEqual(new Map());
    expect(await readModelPage(store, model.id + 1)).toEqual({ answer: null, answers: [], byIds: [] });
  });

  it("reads a model page's related models with their gallery settings in one statement, as the plain reads give them", async () => {
    const { knex, repos, given } = world();
    const tagged = async (tag: string, downloads: number) => {
      const model = await given.model(aModel().with({ tags: [{ name: tag, isCategory: false }] }));
      await knex('models').where('id', model.id).update({ download_count: downloads });
      return model;
    };
    const [plain, hidden, other] = [
      await tagged('castle', 5),
      await tagged('castle', 9),
      await tagged('moat', 7),
    ];
    await given.model(aModel().with({ tags: [{ name: 'forest', isCategory: false }] }));
    await repos.gallerySettings.save(hidden.id, {
      hiddenImages: [4],
      hiddenTags: [],
      hiddenUsers: [],
      level: 1,
      pinnedPosts: {},
    });

    let related: Awaited<ReturnType<typeof readRelatedModels>> | undefined;
    const statements = await statementsDuring(knex, async () => {
      related = await readRelatedModels(storeOf(), ['castle', 'moat'], 10);
    });

    expect(statements).toHaveLength(1);
    const models = await repos.models.withAnyTag(['castle', 'moat'], 10);
    expect(models.map((model) => model.id)).toEqual([hidden.id, other.id, plain.id]);
    expect(related?.answer).toEqual(models);
    const ids = models.map((model) => model.id);
    const [settings] = related?.byIds ?? [];
    expect(settings).toMatchObject({ repository: 'gallerySettings', method: 'ofModels', args: [] });
    expect(settings?.covers).toEqual(new Set(ids));
    const plainSettings = await repos.gallerySettings.ofModels(ids);
    expect(plainSettings.get(hidden.id)?.level).toBe(1);
    expect(settings?.answerFor(ids)).toEqual(plainSettings);
    expect((await readRelatedModels(storeOf(), ['castle', 'moat'], 2)).answer).toEqual(models.slice(0, 2));
  });
});
