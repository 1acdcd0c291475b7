import { aDonationGoal, aFile, aModel, aReview, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { dialectOf } from './dialect.js';
import { readModelPage, readRelatedModels } from './knex-model-page.js';
import { VERSION_WITH_COUNTS } from './knex-model-versions.js';
import { ASSOCIATED_RESOURCE_COLUMNS } from './rows/associated-resource-row.js';
import { FILE_COLUMNS } from './rows/file-row.js';
import { EXPLORATION_PROMPT_COLUMNS, GALLERY_SETTINGS_COLUMNS } from './rows/gallery-rows.js';
import { DONATION_GOAL_COLUMNS } from './rows/records-rows.js';
import { USER_COLUMNS } from './rows/user-row.js';
import { VERSION_COLUMNS } from './rows/version-row.js';
import { databases, statementsDuring } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const AT = new Date('2026-07-08T09:10:11.012Z');

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
      page?.answers.find(
        (given) =>
          given.repository === repository &&
          given.method === method &&
          JSON.stringify(given.args) === JSON.stringify(args),
      )?.answer;
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
    // A deleted version is no part of the page: its reads are left to the database.
    expect(answerOf('donationGoals', 'ofVersion', [gone.id])).toBeUndefined();
    const [details] = page.byIds;
    expect(details?.repository).toBe('files');
    const plain = await repos.files.detailsOfVersions(live);
    expect(plain.get(first.id)?.files).toHaveLength(2);
    expect(plain.get(first.id)?.figures).toEqual({ reviewTotals: { up: 1, down: 0 }, likeCount: 1 });
    expect(details?.entries).toEqual(plain);
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
        repository: 'users',
        method: 'creator',
        args: [model.userId],
        answer: await repos.users.creator(model.userId),
      },
    ]);
    expect(page.byIds[0]?.entries).toEqual(new Map());
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
    expect(related?.byIds).toEqual([
      {
        repository: 'gallerySettings',
        method: 'ofModels',
        args: [],
        entries: await repos.gallerySettings.ofModels(ids),
      },
    ]);
    expect((await readRelatedModels(storeOf(), ['castle', 'moat'], 2)).answer).toEqual(models.slice(0, 2));
  });
});
