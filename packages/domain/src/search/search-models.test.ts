import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion, createTestWorld, DEFAULT_NOW } from '../testing/index.js';
import { decodeSearchCursor, encodeSearchCursor, isListed } from './model-search.js';
import { SearchModels, type SearchModelsInput } from './search-models.js';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(DEFAULT_NOW.getTime() - days * DAY);
const rank = (counts: Partial<Record<'download' | 'thumbsUp' | 'collected' | 'tipped', number>>) => ({
  thumbsUpCountAllTime: counts.thumbsUp ?? 0,
  thumbsDownCountAllTime: 0,
  downloadCountAllTime: counts.download ?? 0,
  generationCountAllTime: 0,
  collectedCountAllTime: counts.collected ?? 0,
  tippedAmountCountAllTime: counts.tipped ?? 0,
});

const names = async (
  world: ReturnType<typeof createTestWorld>,
  input: SearchModelsInput,
  viewer: Parameters<SearchModels['execute']>[0] = null,
) => {
  const page = await new SearchModels(world.deps).execute(viewer, input);
  if (!page.ok) throw new Error(page.error.code);
  return page.value.items.map((card) => card.name);
};

describe('SearchModels (model.getAll)', () => {
  it('never lists a hidden model: unpublished, deleted, private, unsearchable, taken down, gone author', async () => {
    const world = createTestWorld();
    const gone = await world.given.user(aUser().deleted());
    const banned = await world.given.user(aUser().banned());
    await world.given.model(aModel().named('Shown'));
    await world.given.model(aModel().named('Archived').archived());
    for (const hidden of [
      aModel().named('Draft').draft(),
      aModel().named('Unpublished').unpublished(),
      aModel().named('Violation').violation(),
      aModel().named('Deleted').deleted(),
      aModel().named('Private').private(),
      aModel().named('Unsearchable').with({ availability: 'Unsearchable' }),
      aModel().named('Not searchable').meta({ searchable: false }),
      aModel().named('Taken down').takenDown(),
      aModel()
        .named('Later')
        .scheduled(new Date(DEFAULT_NOW.getTime() + DAY)),
      aModel().named('Gone author').ownedBy(gone),
      aModel().named('Banned author').ownedBy(banned),
    ]) {
      await world.given.model(hidden);
    }
    const moderator = await world.given.user(aUser().moderator());

    expect(await names(world, {})).toEqual(['Archived', 'Shown']);
    expect(await names(world, {}, moderator)).toEqual(['Archived', 'Shown']);
  });

  it('filters by type, checkpoint type, base model, tag, period and level, and by the viewer’s settings', async () => {
    const world = createTestWorld();
    const lora = await world.given.model(
      aModel()
        .named('Lora')
        .with({ type: 'LORA', tags: [{ name: 'Anime', isCategory: false }], publishedAt: daysAgo(2) }),
    );
    await world.given.version(aVersion().of(lora).with({ baseModel: 'Pony' }));
    await world.given.model(
      aModel()
        .named('Merge')
        .with({ type: 'Checkpoint', checkpointType: 'Merge', publishedAt: daysAgo(40) }),
    );
    await world.given.model(
      aModel()
        .named('Mature')
        .with({ nsfwLevel: 8, publishedAt: daysAgo(400) }),
    );
    const author = await world.given.user();
    await world.given.model(
      aModel()
        .named('Poi')
        .ownedBy(author)
        .poi()
        .with({ publishedAt: daysAgo(500) }),
    );
    await world.given.model(
      aModel()
        .named('Minor')
        .minor()
        .with({ publishedAt: daysAgo(600) }),
    );

    expect(await names(world, { types: ['LORA'] })).toEqual(['Lora', 'Mature', 'Poi', 'Minor']);
    expect(await names(world, { checkpointType: 'Merge' })).toEqual(['Merge']);
    expect(await names(world, { baseModel: 'Pony' })).toEqual(['Lora']);
    expect(await names(world, { tag: 'ANIME' })).toEqual(['Lora']);
    expect(await names(world, { period: 'Week' })).toEqual(['Lora']);
    expect(await names(world, { period: 'Month' })).toEqual(['Lora']);
    expect(await names(world, { period: 'Year' })).toEqual(['Lora', 'Merge']);
    expect(await names(world, { browsingLevel: 8 })).toEqual(['Mature']);
    const careful = await world.given.user(
      aUser().with({ browsingLevel: 1 | 2, disablePoi: true, disableMinor: true }),
    );
    expect(await names(world, {}, careful)).toEqual(['Lora', 'Merge']);
    // Asking for more levels than one's own gives one's own: the browsing level is a ceiling.
    expect(await names(world, { browsingLevel: 31 }, careful)).toEqual(['Lora', 'Merge']);
    const poiAuthor = await world.given.user(aUser().with({ disablePoi: true }));
    expect(await names(world, {}, { ...poiAuthor, id: author.id })).toContain('Poi');
  });

  it('matches every word of the query as a prefix of the name, description, tags, trained words or creator', async () => {
    const world = createTestWorld();
    const maker = await world.given.user(aUser().named('Zoë'));
    const pixel = await world.given.model(
      aModel()
        .ownedBy(maker)
        .named('Pixel Art')
        .with({ description: '<p>Retro <em>sprites</em></p>', tags: [{ name: 'game', isCategory: false }] }),
    );
    await world.given.version(
      aVersion()
        .of(pixel)
        .with({ trainedWords: ['pxlstyle'] }),
    );
    await world.given.version(
      aVersion()
        .of(pixel)
        .draft()
        .with({ trainedWords: ['secretword'] }),
    );
    await world.given.model(aModel().named('Photo Real'));

    for (const query of ['pix', 'PIXEL art', 'retro', 'sprit', 'gam', 'pxlst', 'zoe', 'ZOË pix', '"pix"*']) {
      expect(await names(world, { query })).toEqual(['Pixel Art']);
    }
    expect(await names(world, { query: 'pix photo' })).toEqual([]);
    expect(await names(world, { query: 'secretword' })).toEqual([]);
    expect(await names(world, { query: '🎨 !!' })).toEqual(['Photo Real', 'Pixel Art']);
  });

  it('sorts by each order with the id as tie-break, and pages with a cursor that walks every model once', async () => {
    const world = createTestWorld();
    const made = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await world.given.model(
          aModel()
            .named(`M${i}`)
            .with({ rank: rank({ download: i % 3, thumbsUp: 7 - i, collected: i, tipped: i % 2 }) }),
        ),
      );
    }
    expect(await names(world, { sort: 'MostDownloaded' })).toEqual([
      'M5',
      'M2',
      'M4',
      'M1',
      'M6',
      'M3',
      'M0',
    ]);
    expect(await names(world, { sort: 'HighestRated' })).toEqual(['M0', 'M1', 'M2', 'M3', 'M4', 'M5', 'M6']);
    expect(await names(world, { sort: 'MostCollected' })).toEqual(['M6', 'M5', 'M4', 'M3', 'M2', 'M1', 'M0']);
    expect(await names(world, { sort: 'MostTipped' })).toEqual(['M5', 'M3', 'M1', 'M6', 'M4', 'M2', 'M0']);

    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await new SearchModels(world.deps).execute(null, {
        sort: 'MostDownloaded',
        limit: 3,
        cursor,
      });
      if (!page.ok) throw new Error(page.error.code);
      walked.push(...page.value.items.map((card) => card.name));
      cursor = page.value.nextCursor;
    } while (cursor !== null);
    expect(walked).toEqual(['M5', 'M2', 'M4', 'M1', 'M6', 'M3', 'M0']);
    expect(made).toHaveLength(7);
  });

  it('refuses a cursor no page made, or one of another order, and a query over 500 characters', async () => {
    const world = createTestWorld();
    const search = new SearchModels(world.deps);
    for (const cursor of [
      'nope',
      'Newest.1',
      'Newest.x.1',
      'Newest.1.0',
      encodeSearchCursor('Newest', { value: 5, id: 2 }),
    ]) {
      expect(await search.execute(null, { sort: 'MostTipped', cursor })).toMatchObject({
        ok: false,
        error: { code: 'SEARCH.INVALID_CURSOR' },
      });
    }
    expect(decodeSearchCursor('Newest', encodeSearchCursor('Newest', { value: 5, id: 2 }))).toEqual({
      value: 5,
      id: 2,
    });
    expect(await search.execute(null, { query: 'x'.repeat(501) })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
    expect(await search.execute(null, { query: 'x'.repeat(500) })).toMatchObject({ ok: true });
  });

  it('features promotable models only, most downloaded first', async () => {
    const world = createTestWorld();
    await world.given.model(
      aModel()
        .named('Popular')
        .with({ rank: rank({ download: 9 }) }),
    );
    await world.given.model(
      aModel()
        .named('Barred')
        .meta({ cannotPromote: true })
        .with({ rank: rank({ download: 99 }) }),
    );
    await world.given.model(aModel().named('Quiet'));
    expect(await names(world, { featured: true, sort: 'Newest' })).toEqual(['Popular', 'Quiet']);
  });

  it('keeps pages full when the index returns a hit the rule refuses', async () => {
    const world = createTestWorld();
    for (let i = 0; i < 5; i++) await world.given.model(aModel().named(`M${i}`));
    const refused = await world.given.model(aModel().named('Refused'));
    // An index that lags behind a change: it does not know the model was taken down.
    await world.repos.models.save({ ...refused, mode: 'TakenDown' });
    const search = world.repos.modelSearch;
    const find = search.find.bind(search);
    const staleHit = { id: refused.id, key: { value: refused.publishedAt?.getTime() ?? 0, id: refused.id } };
    search.find = async (query) => {
      const hits = await find(query);
      return query.after === null ? [staleHit, ...hits].slice(0, query.limit) : hits;
    };
    expect(isListed(null, { ...refused, mode: 'TakenDown' }, 31, DEFAULT_NOW)).toBe(false);
    expect(await names(world, { limit: 3 })).toEqual(['M4', 'M3', 'M2']);
  });
});
