import type { ModelType, SearchModelsInput } from '@atelier/domain';
import { aModel, aUser, aVersion, DEFAULT_NOW, type Given } from '@atelier/domain/testing';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(DEFAULT_NOW.getTime() - days * DAY);

type Fixture = {
  name: string;
  description?: string;
  tags?: string[];
  type?: ModelType;
  checkpointType?: 'Trained' | 'Merge';
  trainedWords?: string[];
  baseModel?: string;
  owner?: 'zoe' | 'kenji' | 'alexandros' | 'gone' | 'banned';
  days: number;
  downloads: number;
  up?: number;
  collected?: number;
  tipped?: number;
  nsfwLevel?: number;
  hidden?: 'draft' | 'unsearchable' | 'takenDown' | 'private' | 'deleted';
  cannotPromote?: boolean;
};

/** Models for search tests: words in many scripts and forms, equal sort values, and hidden models that match. */
const FIXTURES: Fixture[] = [
  {
    name: 'Pixel Art Style',
    description: '<p>Retro <b>sprites</b> for games</p>',
    tags: ['game', 'pixel'],
    trainedWords: ['pxlart'],
    baseModel: 'SD 1.5',
    days: 1,
    downloads: 50,
    up: 5,
  },
  {
    name: 'Crème Brûlée Food Photography',
    description: 'Délicieux desserts',
    tags: ['food', 'photo'],
    type: 'Checkpoint',
    checkpointType: 'Trained',
    baseModel: 'SDXL 1.0',
    days: 3,
    downloads: 50,
    up: 9,
  },
  {
    name: 'Anime Portraits XL',
    tags: ['anime', 'portrait'],
    trainedWords: ['animestyle', 'big eyes'],
    baseModel: 'Pony',
    days: 5,
    downloads: 120,
    up: 9,
    collected: 4,
  },
  {
    name: 'Ukiyo-e 浮世絵 Woodblock',
    tags: ['japanese', 'art'],
    baseModel: 'SD 1.5',
    owner: 'kenji',
    days: 10,
    downloads: 7,
    tipped: 30,
  },
  {
    name: 'Λόγος Greek Letters',
    tags: ['typography'],
    type: 'TextualInversion',
    owner: 'alexandros',
    days: 20,
    downloads: 7,
    tipped: 30,
  },
  {
    name: 'Cyberpunk City 2077',
    tags: ['city', 'scifi'],
    type: 'Checkpoint',
    checkpointType: 'Merge',
    baseModel: 'SDXL 1.0',
    days: 40,
    downloads: 300,
    collected: 9,
  },
  {
    name: 'Watercolor Landscapes',
    description: 'soft washes, paper texture',
    tags: ['art'],
    days: 60,
    downloads: 0,
    up: 1,
  },
  {
    name: 'Photo Real v2',
    tags: ['photo', 'realistic'],
    type: 'Checkpoint',
    checkpointType: 'Trained',
    days: 90,
    downloads: 300,
    collected: 9,
  },
  { name: 'Ñandú Birds', description: 'South American birds', tags: ['animal'], days: 200, downloads: 3 },
  { name: 'Ｆｕｌｌｗｉｄｔｈ Ｔｅｘｔ', days: 400, downloads: 3, owner: 'kenji' },
  { name: 'Straße Signs', tags: ['city'], days: 2, downloads: 11 },
  { name: 'ﬁne Details²', days: 2, downloads: 11, nsfwLevel: 4 },
  { name: 'NEAR AND OR NOT', description: '"quoted" * - : & !', days: 7, downloads: 2 },
  { name: 'Emoji 🎨 Palette', tags: ['color'], days: 7, downloads: 2, nsfwLevel: 8 },
  {
    name: 'pixel-perfect icons',
    tags: ['icon', 'Pixel'],
    days: 0,
    downloads: 50,
    up: 5,
    cannotPromote: true,
  },
  { name: 'Hidden Pixel Draft', tags: ['pixel'], days: 1, downloads: 999, hidden: 'draft' },
  { name: 'Hidden Pixel Unsearchable', tags: ['pixel'], days: 1, downloads: 999, hidden: 'unsearchable' },
  { name: 'Hidden Pixel Taken', tags: ['pixel'], days: 1, downloads: 999, hidden: 'takenDown' },
  { name: 'Hidden Pixel Private', tags: ['pixel'], days: 1, downloads: 999, hidden: 'private' },
  { name: 'Hidden Pixel Deleted', tags: ['pixel'], days: 1, downloads: 999, hidden: 'deleted' },
  { name: 'Hidden Pixel Gone', tags: ['pixel'], owner: 'gone', days: 1, downloads: 999 },
  { name: 'Hidden Pixel Banned', tags: ['pixel'], owner: 'banned', days: 1, downloads: 999 },
  ...Array.from(
    { length: 12 },
    (_, i): Fixture => ({
      name: `Model ${i} ${['alpha', 'beta', 'gamma'][i % 3]}`,
      tags: [['style', 'concept', 'character'][i % 3] as string],
      days: 30 + (i % 4),
      downloads: i % 5,
      up: i % 3,
      collected: i % 2,
      tipped: i % 4,
    }),
  ),
];

/** Seeds the fixtures through `given` (so any store can be seeded the same way, ids in the same order). */
export const seedSearchFixtures = async (given: Given): Promise<void> => {
  const owners = {
    zoe: await given.user(aUser().named('Zoë')),
    kenji: await given.user(aUser().named('kenji')),
    alexandros: await given.user(aUser().named('Ἀλέξανδρος')),
    gone: await given.user(aUser().named('gone').deleted()),
    banned: await given.user(aUser().named('banned').banned()),
  };
  for (const f of FIXTURES) {
    let model = aModel()
      .ownedBy(owners[f.owner ?? 'zoe'])
      .named(f.name)
      .with({
        description: f.description ?? '',
        tags: (f.tags ?? []).map((name) => ({ name, isCategory: false })),
        type: f.type ?? 'LORA',
        checkpointType: f.checkpointType ?? null,
        publishedAt: daysAgo(f.days),
        nsfwLevel: f.nsfwLevel ?? 1,
        rank: {
          thumbsUpCountAllTime: f.up ?? 0,
          thumbsDownCountAllTime: 0,
          downloadCountAllTime: f.downloads,
          generationCountAllTime: 0,
          collectedCountAllTime: f.collected ?? 0,
          tippedAmountCountAllTime: f.tipped ?? 0,
        },
      });
    if (f.cannotPromote) model = model.meta({ cannotPromote: true });
    if (f.hidden === 'draft') model = model.draft();
    if (f.hidden === 'unsearchable') model = model.meta({ searchable: false });
    if (f.hidden === 'takenDown') model = model.takenDown();
    if (f.hidden === 'private') model = model.private();
    if (f.hidden === 'deleted') model = model.deleted();
    const created = await given.model(model);
    await given.version(
      aVersion()
        .of(created)
        .with({ trainedWords: f.trainedWords ?? [], baseModel: f.baseModel ?? 'Other' }),
    );
  }
};

/** Forty fixed requests: words in several scripts and forms, hostile syntax, every filter and order, pages. */
export const FIXED_QUERIES: SearchModelsInput[] = [
  {},
  { query: 'pixel' },
  { query: 'PIX' },
  { query: 'pix art' },
  { query: 'sprit' },
  { query: 'pxlart' },
  { query: 'creme brulee' },
  { query: 'Crème' },
  { query: 'délic' },
  { query: 'anim' },
  { query: 'big eye' },
  { query: '浮世絵' },
  { query: '浮世' },
  { query: 'λογοσ' },
  { query: 'ΛΌΓΟΣ' },
  { query: 'αλεξ' },
  { query: 'zoe' },
  { query: 'Zoë pixel' },
  { query: 'kenji' },
  { query: 'nandu' },
  { query: 'fullwidth' },
  { query: 'ｔｅｘｔ' },
  { query: 'straße' },
  { query: 'fine details2' },
  { query: 'NEAR(pixel art)' },
  { query: '"pixel" AND -art :* & !x' },
  { query: 'model 1' },
  { query: 'city', sort: 'MostDownloaded' },
  { query: 'photo', types: ['Checkpoint'] },
  { types: ['Checkpoint'], checkpointType: 'Merge' },
  { baseModel: 'SD 1.5' },
  { tag: 'Pixel' },
  { tag: 'art', sort: 'MostTipped' },
  { period: 'Week', sort: 'HighestRated' },
  { period: 'Month', sort: 'MostCollected' },
  { period: 'Year', sort: 'MostDownloaded', limit: 5 },
  { browsingLevel: 1 },
  { browsingLevel: 8 | 4 },
  { featured: true, limit: 10 },
  { query: '🎨 ✨ 💥' },
];
