import {
  type ModelSearch,
  type ModelSearchQuery,
  queryTokens,
  SearchModels,
  type SearchModelsInput,
  searchCriteria,
  searchDocument,
} from '@atelier/domain';
import { aModel, aUser, aVersion, createTestWorld, DEFAULT_NOW } from '@atelier/domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertBatches } from '../../seed/bulk-insert.js';
import { dialectOf } from './dialect.js';
import { KnexModelSearch } from './knex-model-search.js';
import { modelRow } from './mappers/model-mapper.js';
import { createKnexWorld, type KnexWorld } from './testing/create-knex-world.js';
import { databases, useTestDatabase } from './testing/databases.js';
import { FIXED_QUERIES, seedSearchFixtures } from './testing/search-fixtures.js';

/** What the helpers read of a world: the Knex ones and the in-memory one alike. */
type World = { deps: KnexWorld['deps']; repos: { modelSearch: ModelSearch } };

/** Every page of a request, walked with its cursor: the ids in order. */
const walk = async (world: World, input: SearchModelsInput): Promise<number[]> => {
  const ids: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await new SearchModels(world.deps).execute(null, { ...input, cursor });
    if (!page.ok) throw new Error(`${page.error.code}: ${page.error.message}`);
    ids.push(...page.value.items.map((card) => card.id));
    cursor = page.value.nextCursor;
    pages++;
  } while (cursor !== null && pages < 100);
  return ids;
};

/** What the index itself answers (before the use case applies `isListed` again). */
const indexHits = async (world: World, input: SearchModelsInput): Promise<number[]> => {
  const criteria = searchCriteria(null, input, DEFAULT_NOW);
  if (!criteria.ok) throw new Error(criteria.error.code);
  const hits = await world.repos.modelSearch.find({ ...criteria.value.query, after: null, limit: 1000 });
  return hits.map((hit) => hit.id);
};

describe('model search on every database', () => {
  const knexes = databases.map((database) => ({ name: database.name, knex: useTestDatabase(database) }));

  it('answers 40 fixed requests with identical ids on SQLite, PostgreSQL and the in-memory store', async () => {
    const memory = createTestWorld();
    await seedSearchFixtures(memory.given);
    const stores: { name: string; world: World }[] = [{ name: 'memory', world: memory }];
    for (const { name, knex } of knexes) {
      const world = await createKnexWorld(knex());
      await seedSearchFixtures(world.given);
      stores.push({ name, world });
    }
    const answers = new Map<string, unknown[]>();
    for (const { name, world } of stores) {
      const answer: unknown[] = [];
      for (const input of FIXED_QUERIES) {
        answer.push({ input, index: await indexHits(world, input), pages: await walk(world, input) });
      }
      answers.set(name, answer);
    }
    const expected = answers.get('memory');
    for (const { name } of knexes) expect(answers.get(name), name).toEqual(expected);
    // The fixtures do find things, and never a hidden model.
    const found = (expected as { pages: number[] }[]).map((answer) => answer.pages.length);
    expect(found.filter((count) => count > 0).length).toBeGreaterThan(25);
    const hiddenIds = new Set(
      (await memory.repos.models.ofIds(Array.from({ length: 40 }, (_, i) => i + 1)))
        .filter((model) => model.name.startsWith('Hidden'))
        .map((model) => model.id),
    );
    expect(hiddenIds.size).toBe(7);
    for (const answer of expected as { index: number[] }[])
      for (const id of answer.index) expect(hiddenIds.has(id)).toBe(false);
  });

  it('keeps the index in step with renames, tag changes, trained words and deletions', async () => {
    for (const { knex } of knexes) {
      const world = await createKnexWorld(knex());
      const maker = await world.given.user(aUser().named('maker'));
      const model = await world.given.model(aModel().ownedBy(maker).named('Old Name'));
      const find = (query: string) => indexHits(world, { query });
      expect(await find('old')).toEqual([model.id]);

      await world.repos.models.save({
        ...model,
        name: 'Fresh Name',
        tags: [{ name: 'brandnew', isCategory: false }],
      });
      expect(await find('old')).toEqual([]);
      expect(await find('fresh brandn')).toEqual([model.id]);

      const version = await world.given.version(
        aVersion()
          .of(model)
          .with({ trainedWords: ['triggerword'] }),
      );
      expect(await find('trigger')).toEqual([model.id]);
      await world.repos.versions.save({ ...version, status: 'Deleted' });
      expect(await find('trigger')).toEqual([]);

      await world.repos.users.save({ ...maker, username: 'renamed' });
      expect(await find('maker')).toEqual([]);
      expect(await find('renamed')).toEqual([model.id]);

      await world.repos.models.remove(model.id);
      expect(await find('fresh')).toEqual([]);
    }
  });

  it('walks every model exactly once in every order, pages of any size', async () => {
    for (const { name, knex } of knexes) {
      const world = await createKnexWorld(knex());
      await seedSearchFixtures(world.given);
      for (const sort of [
        'Newest',
        'MostDownloaded',
        'HighestRated',
        'MostCollected',
        'MostTipped',
      ] as const) {
        const all = await walk(world, { sort, limit: 50 });
        expect(all.length, name).toBe(new Set(all).size);
        for (const limit of [1, 3, 7])
          expect(await walk(world, { sort, limit }), `${name} ${sort} ${limit}`).toEqual(all);
      }
    }
  });

  it('gives a list, never an error, for hostile queries, the same on every database', async () => {
    const worlds: World[] = [];
    for (const { knex } of knexes) {
      const world = await createKnexWorld(knex());
      await seedSearchFixtures(world.given);
      worlds.push(world);
    }
    const hostile = fc.oneof(
      fc.constantFrom(
        '"',
        "'",
        '*',
        'NEAR(',
        'AND',
        'OR',
        'NOT',
        '-',
        ':',
        '&',
        '!',
        '|',
        '(',
        ')',
        '\\',
        '^',
        '$',
        '🎨',
        '\u0000',
        '\ud800',
        'pix',
        'é',
      ),
      fc.string({ unit: 'binary', maxLength: 20 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostile, { maxLength: 30 }).map((parts) => parts.join(' ').slice(0, 500)),
        async (query) => {
          const answers = [];
          for (const world of worlds) {
            const page = await new SearchModels(world.deps).execute(null, { query });
            expect(page.ok).toBe(true);
            answers.push(page.ok ? page.value.items.map((card) => card.id) : null);
          }
          for (const answer of answers) expect(answer).toEqual(answers[0]);
        },
      ),
      // Counterexamples found: a letter newer than PostgreSQL's locale knew, dropped by its parser; a letter that was
      // a mark in SQLite's Unicode 6.1 tables, taken for a separator by its tokenizer (migration 20261128001400).
      { numRuns: 60, examples: [['NEAR( \u{31350}'], ['é \u19b0']] },
    );
    for (const world of worlds) {
      for (const query of ['', ' ', 'x'.repeat(500), '🎨'.repeat(250), '"'.repeat(500)]) {
        expect((await new SearchModels(world.deps).execute(null, { query })).ok).toBe(true);
      }
    }
  });
});

/** 10⁵ models inserted in bulk, then ANALYZE: the plan of a word search reads the full-text index. */
describe.each(databases)('model search at 10^5 models on $name', (database) => {
  const knex = useTestDatabase(database);

  it('uses the full-text index', { timeout: 60_000 }, async () => {
    const world = await createKnexWorld(knex());
    const owner = await world.given.user(aUser().named('bulk'));
    const template = modelRow(aModel().ownedBy(owner).build(DEFAULT_NOW));
    const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];
    const rows = Array.from({ length: 100_000 }, (_, i) => {
      const name = `Bulk ${words[i % words.length]} model${i}`;
      return {
        ...template,
        id: i + 1,
        name,
        download_count: i % 997,
        search_text: searchDocument({ name, description: '', tags: [], trainedWords: [], username: 'bulk' }),
      };
    });
    await insertBatches(knex(), 'models', rows, 5_000);
    await knex().raw('ANALYZE');

    const criteria = searchCriteria(null, { query: 'model4242' }, DEFAULT_NOW);
    if (!criteria.ok) throw new Error(criteria.error.code);
    const query: ModelSearchQuery = { ...criteria.value.query, after: null, limit: 24 };
    expect(query.tokens).toEqual(queryTokens('model4242'));
    const { sql, bindings } = new KnexModelSearch({
      db: knex(),
      dialect: dialectOf(knex()),
      clock: world.clock,
    })
      .query(query)
      .toSQL();
    if (database.name === 'sqlite') {
      const plan = (await knex().raw(`EXPLAIN QUERY PLAN ${sql}`, bindings)) as { detail: string }[];
      const details = plan.map((row) => row.detail).join('\n');
      expect(details).toMatch(/models_fts VIRTUAL TABLE INDEX \d+:M/);
    } else {
      const plan = (await knex().raw(`EXPLAIN ${sql}`, bindings)) as { rows: { 'QUERY PLAN': string }[] };
      const lines = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(lines).toMatch(/Bitmap Index Scan on models_search_vector_index/);
    }
    const hits = await world.repos.modelSearch.find(query);
    // model4242 and, as a prefix, model42420 … model42429: newest first (all equal), then by id.
    expect(hits.map((hit) => hit.id)).toEqual([...Array.from({ length: 10 }, (_, i) => 42_430 - i), 4243]);
  });
});
