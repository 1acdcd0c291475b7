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

  it('opens the showcase on the oldest shown post, its images in their order', async () => {
    const { given, repos, clock } = world();
    const version = await given.version();
    const first = await given.post(aPost().of(version).withImages({ nsfwLevel: 8 }, {}, {}));
    clock.advance(HOUR);
    await given.post(aPost().of(version));

    const card = await repos.posts.firstCard({
      modelVersionId: version.id,
      browsingLevel: 1,
      hiddenImageIds: [first.images[2]?.id as number],
      hiddenUserIds: [],
      hiddenTagIds: [],
    });

    expect(card?.postId).toBe(first.id);
    expect(card?.images.map((image) => image.id)).toEqual([first.images[1]?.id]);
  });

  it('finds many versions’ showcases in three statements, each exactly as its own firstCard', async () => {
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
    expect(statements).toHaveLength(2); // the posts, then their images with the images' tags
    expect(one.size).toBe(7);
    expect(many).toEqual(one);
  });
});
