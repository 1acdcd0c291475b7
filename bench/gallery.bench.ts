/**
 * P5, the gallery's deep pages: how much longer page 1,000 of a version's gallery takes than page 1 (50 cards a
 * page, so 49,950 cards before it), on SQLite and PostgreSQL; the goal is a ratio of at most 1.2. The small demo
 * preset plus `--posts` posts with one shown image each on one published version, bulk-inserted. Each page is read
 * `--reads` times, taking the pages in turn, and each page's median counts. Writes the gallery-deep-pages section of
 * docs/benchmarks.md.
 *
 *   ATELIER_TEST_PG_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @atelier/bench gallery
 *   options: --db sqlite|pg|both  --posts 100000  --reads 31
 */
import { performance } from 'node:perf_hooks';
import {
  createKnexRepositories,
  dialectOf,
  insertBatches,
  KnexUnitOfWork,
  type Store,
  seed,
} from '@atelier/adapters';
import { TEMPLATE_MODEL_ID } from '@atelier/adapters/testing/model-copies';
import {
  encodeGalleryCursor,
  type GalleryQuery,
  GetImagesAsPostsInfinite,
  timelineKey,
} from '@atelier/domain';
import type { Knex } from 'knex';
import {
  type BenchDatabase,
  chosenDatabases,
  optionValue,
  pgServerUrl,
  postgresDatabase,
  sqliteDatabase,
} from './lib/databases.js';
import { machineLine, today } from './lib/machine.js';
import { table, writeSection } from './lib/report.js';
import { median } from './lib/throughput.js';

const argv = process.argv.slice(2);
const POSTS = Number(optionValue(argv, '--posts', '100000'));
const READS = Number(optionValue(argv, '--reads', '31'));
const LIMIT = 50;
const DEEP_PAGE = 1_000;
const GOAL = 1.2;
const ALL_LEVELS = 31;
const MINUTE = 60_000;

const clock = { now: () => new Date() };

/** `POSTS` posts on the version, one image each, published a minute apart in pairs (so ties go by id), all past. */
async function addPosts(knex: Knex, versionId: number): Promise<void> {
  const maxId = async (table: string) => Number((await knex(table).max('id as id').first())?.id ?? 0);
  const [firstPost, firstImage] = [(await maxId('posts')) + 1, (await maxId('images')) + 1];
  const authors = (await knex('users').orderBy('id').limit(20).pluck('id')) as number[];
  const newest = Date.now() - 60 * MINUTE;
  const posts = Array.from({ length: POSTS }, (_, i) => ({
    id: firstPost + i,
    user_id: authors[i % authors.length],
    model_version_id: versionId,
    title: null,
    published_at: new Date(newest - Math.floor(i / 2) * MINUTE),
    review_id: null,
  }));
  const images = posts.map((post, i) => ({
    id: firstImage + i,
    post_id: post.id,
    url: `bench/${post.id}.png`,
    width: 512,
    height: 768,
    nsfw_level: 1,
    hash: null,
    reaction_count: i % 7,
    position: 0,
  }));
  await insertBatches(knex, 'posts', posts, 5_000);
  await insertBatches(knex, 'images', images, 5_000);
}

/** What the gallery should show from card `offset` on, by a plain ORDER BY … OFFSET (the answer to check against). */
async function cardsFrom(knex: Knex, versionId: number, offset: number, count: number) {
  return (await knex('posts as p')
    .select('p.id', 'p.published_at')
    .where('p.model_version_id', versionId)
    .whereNull('p.deleted_with')
    .where('p.published_at', '<=', new Date())
    .whereExists(
      knex('images as i')
        .select(knex.raw('1'))
        .whereRaw('i.post_id = p.id')
        .whereNull('i.deleted_with')
        .whereRaw('(i.nsfw_level & ?) <> 0', [ALL_LEVELS]),
    )
    .orderBy([
      { column: 'p.published_at', order: 'desc' },
      { column: 'p.id', order: 'desc' },
    ])
    .offset(offset)
    .limit(count)) as { id: number; published_at: unknown }[];
}

/** The plan of the statement that reads the timeline's rows (the one ordered by date): PostgreSQL's with the rows read. */
async function timelinePlan(db: BenchDatabase, read: () => Promise<unknown>): Promise<string> {
  const statements: { sql: string; bindings: readonly Knex.RawBinding[] }[] = [];
  const listen = (query: { sql: string; bindings?: readonly Knex.RawBinding[] }) =>
    statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  db.knex.on('query', listen);
  await read();
  db.knex.off('query', listen);
  const timeline = statements.find((s) => /order by [`"]p[`"]\.[`"]published_at[`"] desc/i.test(s.sql));
  if (timeline === undefined) return '(no timeline statement seen)';
  if (db.name === 'SQLite') {
    const plan = (await db.knex.raw(`EXPLAIN QUERY PLAN ${timeline.sql}`, timeline.bindings)) as {
      detail: string;
    }[];
    return plan.map((row) => row.detail).join('\n');
  }
  // Run, so the plan tells how many rows the index scan read; PostgreSQL's statements come numbered ($1 …), Knex binds `?`.
  const explain = `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${timeline.sql.replace(/\$\d+/g, '?')}`;
  const plan = await db.knex.raw(explain, timeline.bindings);
  return (plan.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
}

type Timed = { first: number[]; deep: number[] };

/** Both pages `READS` times after a warm-up of each, taking them in turn so a burst on the machine hits both. */
async function timePages(first: () => Promise<unknown>, deep: () => Promise<unknown>): Promise<Timed> {
  for (let i = 0; i < 3; i += 1) {
    await first();
    await deep();
  }
  const timed: Timed = { first: [], deep: [] };
  for (let round = 0; round < READS; round += 1)
    for (const [read, into] of [
      [first, timed.first],
      [deep, timed.deep],
    ] as const) {
      const started = performance.now();
      await read();
      into.push(performance.now() - started);
    }
  return timed;
}

async function measure(db: BenchDatabase) {
  console.log(`${db.name}: seeding the small preset…`);
  await seed(db.knex, { preset: 'small', dataDir: db.dataDir });
  const version = (await db
    .knex('model_versions')
    .where({ model_id: TEMPLATE_MODEL_ID, status: 'Published' })
    .orderBy('index')
    .first('id')) as { id: number };
  console.log(`${db.name}: adding ${POSTS.toLocaleString('en')} posts to version ${version.id}…`);
  const loadStarted = performance.now();
  await addPosts(db.knex, version.id);
  // PostgreSQL's autovacuum analyzes a table this changed within a minute or so; the hub never analyzes SQLite.
  if (db.name === 'PostgreSQL') await db.knex.raw('ANALYZE');
  console.log(`${db.name}: loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  const store: Store = { db: db.knex, dialect: dialectOf(db.knex), clock };
  const { posts } = createKnexRepositories(store);
  const query: GalleryQuery = {
    modelVersionId: version.id,
    limit: LIMIT,
    cursor: null,
    browsingLevel: ALL_LEVELS,
    hiddenImageIds: [],
    hiddenUserIds: [],
    hiddenTagIds: [],
    pinnedPostIds: [],
    tagIds: [],
  };
  const skipped = (DEEP_PAGE - 1) * LIMIT;
  const [last, ...expected] = await cardsFrom(db.knex, version.id, skipped - 1, LIMIT + 1);
  if (last === undefined || expected.length < LIMIT) throw new Error(`fewer than ${skipped + LIMIT} cards`);
  const cursor = encodeGalleryCursor(timelineKey(store.dialect.readDate(last.published_at), last.id));

  const deepPage = await posts.gallery({ ...query, cursor });
  const exact = deepPage.items.map((card) => card.postId).join() === expected.map((row) => row.id).join();
  if (!exact) throw new Error(`${db.name}: page ${DEEP_PAGE} is not the cards ORDER BY … OFFSET gives`);

  const storeReads = await timePages(
    () => posts.gallery(query),
    () => posts.gallery({ ...query, cursor }),
  );
  const useCase = new GetImagesAsPostsInfinite({ uow: new KnexUnitOfWork(db.knex, clock), clock });
  const read = (pageCursor: string | null) => async () => {
    const page = await useCase.execute(null, {
      modelVersionId: version.id,
      limit: LIMIT,
      cursor: pageCursor,
      browsingLevel: ALL_LEVELS,
    });
    if (!page.ok || page.value.items.length !== LIMIT) throw new Error(`${db.name}: the use case failed`);
  };
  const procedure = await timePages(read(null), read(cursor));
  const plan = await timelinePlan(db, () => posts.gallery({ ...query, cursor }));
  return { versionId: version.id, storeReads, procedure, plan };
}

const ms = (value: number): string => value.toFixed(2);
const ratioOf = (timed: Timed): number => median(timed.deep) / median(timed.first);

const rows: (string | number)[][] = [];
const plans: string[] = [];
for (const choice of chosenDatabases(argv)) {
  const db =
    choice === 'sqlite'
      ? await sqliteDatabase('gallery')
      : await postgresDatabase(pgServerUrl() as string, 'gallery');
  try {
    const { versionId, storeReads, procedure, plan } = await measure(db);
    for (const [label, timed] of [
      ['`Posts.gallery` (the store)', storeReads],
      ['`GetImagesAsPostsInfinite` (the procedure, without HTTP)', procedure],
    ] as const) {
      const ratio = ratioOf(timed);
      console.log(
        `${db.name} ${label}: page 1 ${ms(median(timed.first))} ms, page ${DEEP_PAGE} ${ms(median(timed.deep))} ms, ratio ${ratio.toFixed(2)}`,
      );
      rows.push([
        db.name,
        label,
        ms(median(timed.first)),
        ms(median(timed.deep)),
        `**${ratio.toFixed(2)}**`,
        ratio <= GOAL ? 'yes' : '**no**',
      ]);
    }
    console.log(plan);
    plans.push(`${db.name} (version ${versionId}, page ${DEEP_PAGE}):\n\n\`\`\`\n${plan}\n\`\`\``);
  } finally {
    await db.drop();
  }
}

await writeSection(
  'gallery-deep-pages',
  `## Gallery: page 1,000 against page 1 (P5)

Measured ${today()}. ${machineLine()}

The small demo preset plus ${POSTS.toLocaleString('en')} posts with one shown image each on one published version
(model ${TEMPLATE_MODEL_ID}'s first), published a minute apart in pairs, bulk-inserted
(\`packages/adapters/src/seed/bulk-insert.ts\`; PostgreSQL then \`ANALYZE\`d, as its autovacuum would, SQLite left
as the hub leaves it). Page ${DEEP_PAGE.toLocaleString('en')} follows ${((DEEP_PAGE - 1) * LIMIT).toLocaleString('en')} cards (${LIMIT} a
page); its cursor is that of the last card before it, and the page is checked to be the very cards a plain
\`ORDER BY published_at DESC, id DESC OFFSET\` gives. Each page is read ${READS} times after 3 warm-up reads, the two
pages in turn, and the medians compared. **Goal: page ${DEEP_PAGE.toLocaleString('en')} ÷ page 1 ≤ ${GOAL}.** The store is one
gallery read (timeline rows, their shown images, those images' tags); the procedure adds loading the version, the
model and its gallery settings.

${table(['Database', 'Read', 'Page 1 ms (median)', `Page ${DEEP_PAGE.toLocaleString('en')} ms (median)`, 'Ratio', `≤ ${GOAL}`], rows)}

The plan of page ${DEEP_PAGE.toLocaleString('en')}'s timeline statement: the index
\`posts_gallery_order_index (model_version_id, published_at, id)\` is entered at the cursor's time
(\`published_at <= min(now, cursor time)\`, the tie on that instant settled by id), not walked down from now.
PostgreSQL's is run (\`EXPLAIN ANALYZE\`): its index scan reads the page's rows and the cursor's own card; bounded by
now alone (before issue 15), it first read every newer row, ~${((DEEP_PAGE - 1) * LIMIT).toLocaleString('en')} of them. SQLite prints no
row counts; its walk from now cost it only a few milliseconds at this size, so its ratio changed less.

${plans.join('\n\n')}

Command (from the repository root):

\`\`\`sh
ATELIER_TEST_PG_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @atelier/bench gallery${argv.length > 0 ? ` ${argv.join(' ')}` : ''}
\`\`\`
`,
);
console.log('Wrote the gallery-deep-pages section of docs/benchmarks.md');
