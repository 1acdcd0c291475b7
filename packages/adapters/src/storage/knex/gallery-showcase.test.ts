import type { CoverQuery, ShowcaseQuery } from '@atelier/domain';
import { aModel, aPost, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases, statementsDuring } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const HOUR = 3_600_000;

const cover = (modelId: number, fields: Partial<CoverQuery> = {}): CoverQuery => ({
  modelId,
  browsingLevel: 31,
  hiddenImageIds: [],
  hiddenUserIds: [],
  hiddenTagIds: [],
  ...fields,
});

describe.each(databases)('covers and the showcase on $name', (database) => {
  const world = useKnexWorld(database);

  /** The SQL statements `work` sends. */
  const statementsOf = (work: () => Promise<unknown>): Promise<string[]> =>
    statementsDuring(world().knex, work);

  it("finds every card's cover in one statement, each model with its own filter", async () => {
    const { given, repos, clock } = world();
    const owner = await given.user();
    const models = [];
    for (let i = 0; i < 12; i++) {
      const model = await given.model(aModel().ownedBy(owner).published());
      const version = await given.version(aVersion().of(model));
      const older = await given.post(aPost().of(version).by(owner).withImages({ nsfwLevel: 4 }, {}));
      clock.advance(HOUR);
      const newer = await given.post(aPost().of(version).by(owner));
      models.push({ model, older, newer });
    }
    const bare = await given.model(aModel().ownedBy(owner).published());

    const queries = [
      ...models.map(({ model, older }, i) =>
        cover(model.id, i % 2 === 0 ? {} : { hiddenImageIds: [older.images[0]?.id as number] }),
      ),
      cover(bare.id),
    ];
    let covers = new Map<number, { id: number }>();
    const statements = await statementsOf(async () => {
      covers = await repos.posts.covers(queries);
    });

    expect(statements.filter((sql) => /\bunion all\b/i.test(sql))).toHaveLength(1);
    expect(statements).toHaveLength(1); // the covers, their images' tags with them
    expect([...covers.keys()].sort((a, b) => a - b)).toEqual(models.map(({ model }) => model.id));
    models.forEach(({ model, older }, i) => {
      expect(covers.get(model.id)?.id).toBe(older.images[i % 2 === 0 ? 0 : 1]?.id);
    });
  });

  it('opens the showcase on the oldest shown post with its images in their order, in one statement', async () => {
    const { given, repos, clock } = world();
    const version = await given.version();
    const [bright, dark] = [await given.tag({ name: 'bright' }), await given.tag({ name: 'dark' })];
    const meta = {
      software: 'ComfyUI' as const,
      prompt: 'a “quoted” lighthouse, 100% sharp',
      negativePrompt: null,
      sampler: 'euler',
      seed: 9_007_199_254,
      steps: 30,
      cfgScale: 6.5,
      model: null,
    };
    const first = await given.post(
      aPost()
        .of(version)
        .withImages({ nsfwLevel: 8 }, { tagIds: [dark.id, bright.id], meta, hash: 'abc' }, {}, {}),
    );
    clock.advance(HOUR);
    await given.post(aPost().of(version));
    const query = {
      modelVersionId: version.id,
      browsingLevel: 1,
      hiddenImageIds: [first.images[2]?.id as number],
      hiddenUserIds: [],
      hiddenTagIds: [],
    };

    const card = await repos.posts.firstCard(query);

    expect(await statementsOf(() => repos.posts.firstCard(query))).toHaveLength(1);
    expect(card).toMatchObject({ postId: first.id });
    // Every field of each image as a read of the post's own images has it: tags in their order, meta, hash.
    const shown = new Set([first.images[1]?.id, first.images[3]?.id]);
    const own = (await repos.posts.imagesInOrder(first.id)).filter((image) => shown.has(image.id));
    expect(own[0]).toMatchObject({ tagIds: [dark.id, bright.id], meta, hash: 'abc' });
    expect(card?.images).toEqual(own);
  });

  it('finds many versions’ showcases in one statement, each exactly as its own firstCard', async () => {
    const { given, repos, clock } = world();
    const owner = await given.user();
    const other = await given.user();
    const queries: ShowcaseQuery[] = [];
    for (let i = 0; i < 7; i++) {
      const version = await given.version();
      const first = await given.post(
        aPost()
          .of(version)
          .by(i % 3 === 0 ? other : owner)
          .withImages({ nsfwLevel: 4 }, {}, { nsfwLevel: 2 }),
      );
      clock.advance(HOUR);
      await given.post(aPost().of(version).by(owner).withImages({}, {}));
      queries.push({
        modelVersionId: version.id,
        browsingLevel: i % 2 === 0 ? 31 : 1,
        hiddenImageIds: i === 4 ? [first.images[1]?.id as number] : [],
        hiddenUserIds: i % 3 === 0 ? [other.id] : [],
        hiddenTagIds: [],
      });
    }
    const empty = await given.version();
    queries.push({ ...(queries[0] as ShowcaseQuery), modelVersionId: empty.id });

    const one = new Map<number, unknown>();
    for (const query of queries) {
      const card = await repos.posts.firstCard(query);
      if (card !== null) one.set(query.modelVersionId, card);
    }
    let many = new Map<number, unknown>();
    const statements = await statementsOf(async () => {
      many = await repos.posts.firstCards(queries);
    });
    expect(statements).toHaveLength(1); // the posts, each with its images and the images' tags
    expect(one.size).toBe(7);
    expect(many).toEqual(one);
  });
});
