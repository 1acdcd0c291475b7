import { COMMENT_PAGE_SIZE, ok } from '@atelier/domain';
import { aDonationGoal, aFile, aModel, aVersion } from '@atelier/domain/testing';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { KnexUnitOfWork } from './knex/knex-unit-of-work.js';
import { databases, statementsDuring as sqlDuring } from './knex/testing/databases.js';
import { useKnexWorld } from './knex/testing/use-knex-world.js';
import { currentReadMemo, withSharedReads } from './read-memo.js';

/** How many statements Knex sends while `work` runs. */
const statementsDuring = async (knex: Knex, work: () => Promise<unknown>): Promise<number> =>
  (await sqlDuring(knex, work)).length;

describe.each(databases)('shared reads of one request on $name', (database) => {
  const world = useKnexWorld(database);

  const setUp = async () => {
    const { knex, clock, given } = world();
    const model = await given.model(aModel().named('Shared'));
    return { knex, model, uow: new KnexUnitOfWork(knex, clock) };
  };

  it('reads a model once for every use case of the request that asks for it', async () => {
    const { knex, model, uow } = await setUp();
    const alone = await statementsDuring(knex, () => uow.read((r) => r.models.ofId(model.id)));

    const shared = await statementsDuring(knex, () =>
      withSharedReads(async () => {
        const answers = await Promise.all([1, 2, 3].map(() => uow.read((r) => r.models.ofId(model.id))));
        expect(answers.map((answer) => answer?.name)).toEqual(['Shared', 'Shared', 'Shared']);
      }),
    );

    expect(alone).toBeGreaterThan(0);
    expect(shared).toBe(alone);
  });

  it('shares nothing outside a request, or between two requests', async () => {
    const { knex, model, uow } = await setUp();
    const alone = await statementsDuring(knex, () => uow.read((r) => r.models.ofId(model.id)));
    const read = () => uow.read((r) => r.models.ofId(model.id));

    const twice = async () => {
      await read();
      await read();
    };

    expect(await statementsDuring(knex, twice)).toBe(2 * alone);
    expect(
      await statementsDuring(knex, () =>
        Promise.all([withSharedReads(read), withSharedReads(read), withSharedReads(read)]),
      ),
    ).toBe(3 * alone);
  });

  it('reads again after a write made in the same request, so nothing older than the write is served', async () => {
    const { model, uow } = await setUp();

    const names = await withSharedReads(async () => {
      const before = await uow.read((r) => r.models.ofId(model.id));
      await uow.run(async (r) => {
        const stored = await r.models.ofId(model.id);
        if (stored !== null) await r.models.save({ ...stored, name: 'Renamed' });
        return ok(null);
      });
      const after = await uow.read((r) => r.models.ofId(model.id));
      return [before?.name, after?.name];
    });

    expect(names).toEqual(['Shared', 'Renamed']);
  });

  it("gives each caller its own copy: one use case changing what it read does not change another's", async () => {
    const { model, uow } = await setUp();

    const [first, second] = await withSharedReads(async () => {
      const one = await uow.read((r) => r.models.ofId(model.id));
      if (one !== null) {
        one.name = 'Changed by a caller';
        one.tags.push({ name: 'planted', isCategory: false });
      }
      return [one, await uow.read((r) => r.models.ofId(model.id))];
    });

    expect(first?.name).toBe('Changed by a caller');
    expect(second?.name).toBe('Shared');
    expect(second?.tags.map((tag) => tag.name)).not.toContain('planted');
  });

  it("reads a model page in one statement when the request expects it, and answers the page's other reads from it", async () => {
    const { knex, model, uow } = await setUp();
    const { given } = world();
    const [first, second] = [
      await given.version(aVersion().of(model).index(0)),
      await given.version(aVersion().of(model).index(1)),
    ];
    const elsewhere = await given.version();
    await given.goal(aDonationGoal().of(first));
    await given.file(aFile().of(first));
    await world().repos.comments.create({
      modelId: model.id,
      userId: model.userId,
      content: 'Hello',
      createdAt: new Date(0),
      parentId: null,
    });
    const plain = async () => ({
      versions: await uow.read((r) => r.versions.ofModel(model.id)),
      settings: await uow.read((r) => r.gallerySettings.of(model.id)),
      suggested: await uow.read((r) => r.associatedResources.ofModel(model.id)),
      creator: await uow.read((r) => r.users.creator(model.userId)),
      goals: await uow.read((r) => r.donationGoals.ofVersion(first.id)),
      prompts: await uow.read((r) => r.explorationPrompts.ofVersion(second.id)),
      details: await uow.read((r) => r.files.detailsOfVersions([second.id, first.id])),
      // The discussion's first page, its options named in another order than the page's read names them.
      threads: await uow.read((r) =>
        r.comments.threadsOfModel(model.id, {
          withHidden: false,
          before: null,
          limit: COMMENT_PAGE_SIZE + 1,
        }),
      ),
    });
    const alone = await plain();

    const { sql, counts, answers } = await withSharedReads(async () => {
      currentReadMemo()?.expectModelPage(model.id);
      const other = await sqlDuring(knex, () => uow.read((r) => r.models.ofId(elsewhere.modelId)));
      const page = await sqlDuring(knex, () => uow.read((r) => r.models.ofId(model.id)));
      let answers: Awaited<ReturnType<typeof plain>> | undefined;
      const rest = await statementsDuring(knex, async () => {
        answers = await plain();
      });
      const unknownVersion = await statementsDuring(knex, () =>
        uow.read((r) => r.files.detailsOfVersions([first.id, elsewhere.id])),
      );
      return { sql: { other, page }, counts: { rest, unknownVersion }, answers };
    });

    // Only the expected model's read brings the page.
    expect(sql.other).toHaveLength(1);
    expect(sql.other[0]).not.toContain('versions_json');
    expect(sql.page).toHaveLength(1);
    expect(sql.page[0]).toContain('versions_json');
    expect(counts).toEqual({ rest: 0, unknownVersion: 1 });
    expect(alone.versions).toHaveLength(2);
    expect(alone.goals).toHaveLength(1);
    expect(alone.details.get(first.id)?.files).toHaveLength(1);
    expect(alone.threads.total).toBe(1);
    expect(answers).toEqual(alone);
  });

  it("reads a model page's related models with their gallery settings, and answers the settings of those from them", async () => {
    const { knex, uow } = await setUp();
    const { given } = world();
    const tagged = [1, 2].map(() => aModel().with({ tags: [{ name: 'castle', isCategory: false }] }));
    const related = [await given.model(tagged[0]), await given.model(tagged[1])];
    const untagged = await given.model();
    const ids = related.map((model) => model.id);
    const alone = await uow.read((r) => r.gallerySettings.ofModels(ids));

    const counts = await withSharedReads(async () => {
      currentReadMemo()?.expectModelPage(untagged.id);
      const candidates = await statementsDuring(knex, () =>
        uow.read((r) => r.models.withAnyTag(['castle'], 10)),
      );
      let settings: unknown;
      const ofRelated = await statementsDuring(knex, async () => {
        settings = await uow.read((r) => r.gallerySettings.ofModels([...ids].reverse()));
      });
      expect(settings).toEqual(alone);
      const withAnother = await statementsDuring(knex, () =>
        uow.read((r) => r.gallerySettings.ofModels([...ids, untagged.id])),
      );
      return { candidates, ofRelated, withAnother };
    });

    expect(alone.size).toBe(2);
    expect(counts).toEqual({ candidates: 1, ofRelated: 0, withAnother: 1 });
  });

  it("forgets a model page's answers after a write of the same request", async () => {
    const { knex, model, uow } = await setUp();
    await world().given.version(aVersion().of(model));

    const afterWrite = await withSharedReads(async () => {
      currentReadMemo()?.expectModelPage(model.id);
      await uow.read((r) => r.models.ofId(model.id));
      await uow.run(async () => ok(null));
      return statementsDuring(knex, () => uow.read((r) => r.versions.ofModel(model.id)));
    });

    expect(afterWrite).toBe(1);
  });

  it('answers a read by id from a list the request already read, and asks the database for anything else', async () => {
    const { knex, model, uow } = await setUp();
    const { given } = world();
    const listed = await given.version(aVersion().of(model));
    const other = await given.version();
    const alone = await statementsDuring(knex, () => uow.read((r) => r.versions.ofId(listed.id)));

    const { counts, answers } = await withSharedReads(async () => {
      const list = await statementsDuring(knex, () => uow.read((r) => r.versions.ofModel(model.id)));
      let fromList: unknown = null;
      const byId = await statementsDuring(knex, async () => {
        fromList = await uow.read((r) => r.versions.ofId(listed.id));
      });
      const notListed = await statementsDuring(knex, () => uow.read((r) => r.versions.ofId(other.id)));
      return { counts: { list, byId, notListed }, answers: { fromList } };
    });

    expect(alone).toBe(1);
    expect(counts).toEqual({ list: 1, byId: 0, notListed: 1 });
    // The same entity its own read gives, as a copy of its own.
    expect(answers.fromList).toEqual(await uow.read((r) => r.versions.ofId(listed.id)));
  });

  it('forgets what its lists brought after a write, as it forgets their answers', async () => {
    const { knex, model, uow } = await setUp();
    const { given } = world();
    const version = await given.version(aVersion().of(model));

    const afterWrite = await withSharedReads(async () => {
      await uow.read((r) => r.versions.ofModel(model.id));
      await uow.run(async () => ok(null));
      return statementsDuring(knex, () => uow.read((r) => r.versions.ofId(version.id)));
    });

    expect(afterWrite).toBe(1);
  });

  it('keeps nothing from a list read that a write overtook: a later read by id goes to the database', async () => {
    await withSharedReads(async () => {
      const memo = currentReadMemo();
      if (memo === undefined) throw new Error('no read memo inside withSharedReads');
      // Repositories at the boundary of this test: a list read that answers when told, a read by id that counts.
      let answerList: (versions: { id: number; name: string }[]) => void = () => {};
      const list = new Promise<{ id: number; name: string }[]>((resolve) => {
        answerList = resolve;
      });
      let readsById = 0;
      const others = {
        models: {},
        users: {},
        gallerySettings: {},
        posts: {},
        tags: {},
        associatedResources: {},
        files: {},
        donationGoals: {},
        explorationPrompts: {},
        comments: {},
        earlyAccessPurchases: {},
        reactions: {},
        follows: {},
        notifySettings: {},
        ledger: {},
      };
      const repositories = memo.over({
        ...others,
        versions: {
          ofModel: () => list,
          ofId: async (id: number) => {
            readsById += 1;
            return { id, name: 'after the write' };
          },
        },
      } as never);

      const listed = repositories.versions.ofModel(1);
      memo.forget(); // a write of the same request ended while the list was being read
      answerList([{ id: 7, name: 'before the write' }]);
      await listed;

      expect(await repositories.versions.ofId(7)).toEqual({ id: 7, name: 'after the write' });
      expect(readsById).toBe(1);
    });
  });
});
