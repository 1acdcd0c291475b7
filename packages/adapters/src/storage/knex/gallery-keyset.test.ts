import {
  decodeGalleryCursor,
  encodeGalleryCursor,
  type FeedQuery,
  type GalleryKey,
  type GalleryQuery,
  publishedAtOfKey,
  timelineKey,
} from '@atelier/domain';
import { aPost } from '@atelier/domain/testing';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const galleryQuery = (modelVersionId: number, fields: Partial<GalleryQuery> = {}): GalleryQuery => ({
  modelVersionId,
  limit: 50,
  cursor: null,
  browsingLevel: 31,
  hiddenImageIds: [],
  hiddenUserIds: [],
  hiddenTagIds: [],
  pinnedPostIds: [],
  tagIds: [],
  ...fields,
});

const feedQuery = (fields: Partial<FeedQuery> = {}): FeedQuery => ({
  browsingLevel: 31,
  since: null,
  sort: 'Newest',
  limit: 50,
  cursor: null,
  modelId: null,
  modelVersionId: null,
  postId: null,
  userId: null,
  ...fields,
});

type Page = { items: { postId: number }[]; nextCursor: string | null };

/** Every card id, following the cursors page by page. */
const walk = async (read: (cursor: string | null) => Promise<Page>): Promise<number[]> => {
  const seen: number[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page: Page = await read(cursor);
    seen.push(...page.items.map((card) => card.postId));
    cursor = page.nextCursor;
    if (cursor === null) break;
  }
  return seen;
};

type Statement = { sql: string; bindings: readonly Knex.RawBinding[] };

/** The time bound to the statement's `published_at <= ?`, the top of the range the index is read in. */
const upperBoundOf = ({ sql, bindings }: Statement): number => {
  const match = /published_at[`"] <= (?:\?|\$(\d+))/.exec(sql);
  if (match === null) throw new Error(`no upper bound on published_at in ${sql}`);
  // PostgreSQL's statements number their placeholders; SQLite's are in order.
  const index =
    match[1] === undefined ? (sql.slice(0, match.index).match(/\?/g) ?? []).length : Number(match[1]) - 1;
  return new Date(bindings[index] as Date | number).getTime();
};

describe.each(databases)('the gallery and the feed paged by keyset on $name', (database) => {
  const world = useKnexWorld(database);

  /** The statements `read` sends, and the one of them that reads the timeline (ordered by date). */
  const timelineOf = async (read: () => Promise<unknown>): Promise<Statement> => {
    const statements: Statement[] = [];
    const listen = (query: Statement) => statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
    world().knex.on('query', listen);
    try {
      await read();
    } finally {
      world().knex.off('query', listen);
    }
    const timeline = statements.find(({ sql }) => /order by [`"]p[`"]\.[`"]published_at[`"] desc/i.test(sql));
    if (timeline === undefined) throw new Error('no timeline statement');
    return timeline;
  };

  it('never shows a post of the future, even after a cursor dated later than now', async () => {
    const { given, repos, clock } = world();
    const version = await given.version();
    const past: number[] = [];
    for (let i = 0; i < 3; i++) {
      past.unshift((await given.post(aPost().of(version))).id);
      clock.advance(HOUR);
    }
    await given.post(
      aPost()
        .of(version)
        .publishedAt(new Date(clock.now().getTime() + HOUR)),
    );
    const cursor = encodeGalleryCursor(timelineKey(new Date(clock.now().getTime() + 2 * HOUR), 1_000_000));

    const gallery = await repos.posts.gallery(galleryQuery(version.id, { cursor }));
    const feed = await repos.posts.feed(feedQuery({ cursor }));

    expect(gallery.items.map((card) => card.postId)).toEqual(past);
    expect(feed.items.map((card) => card.postId)).toEqual(past);
  });

  it('walks every card once, in order, when posts share an instant, in the gallery and both feed orders', async () => {
    const { given, repos, clock } = world();
    const version = await given.version();
    const posts: { id: number; at: number; reactions: number }[] = [];
    for (let i = 0; i < 23; i++) {
      const reactions = (i * 7) % 5;
      const post = await given.post(aPost().of(version).withImages({ reactionCount: reactions }));
      posts.push({ id: post.id, at: clock.now().getTime(), reactions });
      if (i % 2 === 1) clock.advance(MINUTE); // two posts to an instant
    }
    const newest = [...posts].sort((a, b) => b.at - a.at || b.id - a.id).map((post) => post.id);
    const mostReactions = [...posts]
      .sort((a, b) => b.reactions - a.reactions || b.id - a.id)
      .map((p) => p.id);

    const read = (fields: Partial<FeedQuery>) => (cursor: string | null) =>
      repos.posts.feed(feedQuery({ ...fields, limit: 4, cursor }));
    expect(
      await walk((cursor) => repos.posts.gallery(galleryQuery(version.id, { limit: 4, cursor }))),
    ).toEqual(newest);
    expect(await walk(read({ sort: 'Newest' }))).toEqual(newest);
    expect(await walk(read({ sort: 'MostReactions' }))).toEqual(mostReactions);
  });

  it("enters the gallery's order index at the cursor: a deep page reads its own rows, not every newer one", async () => {
    const { given, repos, clock, knex } = world();
    const version = await given.version();
    for (let i = 0; i < 60; i++) {
      await given.post(aPost().of(version));
      clock.advance(MINUTE);
    }
    let cursor: string | null = null;
    for (let page = 0; page < 3; page++)
      cursor = (await repos.posts.gallery(galleryQuery(version.id, { limit: 10, cursor }))).nextCursor;
    const cursorTime = publishedAtOfKey(decodeGalleryCursor(cursor as string) as GalleryKey).getTime();
    const deep = galleryQuery(version.id, { limit: 10, cursor });

    const timeline = await timelineOf(() => repos.posts.gallery(deep));
    const feedTimeline = await timelineOf(() => repos.posts.feed(feedQuery({ limit: 10, cursor })));

    expect(cursorTime).toBeLessThan(clock.now().getTime());
    expect(upperBoundOf(timeline)).toBe(cursorTime);
    expect(upperBoundOf(feedTimeline)).toBe(cursorTime);
    if (database.name === 'sqlite') {
      const plan = (await knex.raw(`EXPLAIN QUERY PLAN ${timeline.sql}`, timeline.bindings)) as {
        detail: string;
      }[];
      expect(plan.map((row) => row.detail).join('\n')).toMatch(
        /SEARCH p USING INDEX posts_gallery_order_index \(model_version_id=\? AND published_at>\? AND published_at<\?\)/,
      );
    } else {
      // A table this small would be scanned whole; without scans or sorts the planner must walk the order index.
      const scanned = await knex.transaction(async (trx) => {
        for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'])
          await trx.raw(`SET LOCAL ${setting} = off`);
        const sql = `EXPLAIN (ANALYZE, FORMAT JSON) ${timeline.sql.replace(/\$\d+/g, '?')}`;
        const explained = await trx.raw(sql, timeline.bindings);
        return indexScanOf(explained.rows[0]['QUERY PLAN'][0].Plan);
      });
      expect(scanned['Index Name']).toBe('posts_gallery_order_index');
      // The page's 11 rows (one more tells whether another follows) and the cursor's own card, which the tie-break
      // on its instant drops; none of the 29 newer ones.
      expect(scanned['Actual Rows']).toBe(11);
      expect(scanned['Rows Removed by Filter'] ?? 0).toBe(1);
    }
  });
});

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

/** The plan's read of `posts`. */
const indexScanOf = (node: PlanNode): PlanNode => {
  if (node['Relation Name'] === 'posts') return node;
  for (const child of node.Plans ?? []) {
    const found = indexScanOf(child as PlanNode);
    if (found['Relation Name'] === 'posts') return found;
  }
  return node;
};
