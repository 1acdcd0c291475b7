import type { CoverQuery, ShowcaseQuery } from '@atelier/domain';
import type { Knex } from 'knex';
import { cardPosts, imageColumns, shownImages, withShownImages } from './gallery-filters.js';
import type { CardRow, ImageWithTagsRow } from './rows/gallery-rows.js';
import type { Store } from './store.js';

/** How many models one covers statement asks about (one `UNION ALL` branch each). */
const COVERS_PER_STATEMENT = 50;

/** The gallery query the showcase shares its filters with: no pins, no tag filter. */
const asGalleryQuery = (query: ShowcaseQuery) => ({
  ...query,
  limit: 1,
  cursor: null,
  pinnedPostIds: [],
  tagIds: [],
});

/** The version's oldest gallery card (the showcase's post) with its shown images: `cardPosts` read oldest first. */
const firstCard = (store: Store, query: ShowcaseQuery, now: Date): Knex.QueryBuilder =>
  withShownImages(
    store,
    asGalleryQuery(query),
    cardPosts(store, asGalleryQuery(query), now)
      .orderBy([
        { column: 'p.published_at', order: 'asc' },
        { column: 'p.id', order: 'asc' },
      ])
      .limit(1),
  );

/** The showcase's post with its shown images in the post's order (`CardRow`), or undefined: one statement. */
export const firstCardPost = async (store: Store, query: ShowcaseQuery): Promise<CardRow | undefined> =>
  firstCard(store, query, store.clock.now()).first();

/** How many versions one statement of `firstCardRows` asks about. */
const SHOWCASES_PER_STATEMENT = 50;

/**
 * Runs one statement per `SHOWCASES_PER_STATEMENT` items, each item a `UNION ALL` branch of its own; a branch is a
 * derived table, since SQLite takes no `ORDER BY … LIMIT` inside a bare compound member.
 */
const unionInChunks = async <T, R>(
  store: Store,
  items: readonly T[],
  branch: (item: T) => Knex.QueryBuilder,
  name: string,
): Promise<R[]> => {
  const rows: R[] = [];
  for (let start = 0; start < items.length; start += SHOWCASES_PER_STATEMENT) {
    const [first, ...rest] = items
      .slice(start, start + SHOWCASES_PER_STATEMENT)
      .map((item, i) => store.db.select('*').from(branch(item).as(`${name}_${start + i}`)));
    if (first === undefined) continue;
    rows.push(...((await (rest.length > 0 ? first.unionAll(rest) : first)) as R[]));
  }
  return rows;
};

/** `firstCardPost` of many versions, one statement per 50 whatever their number: at most one row per query. */
export const firstCardRows = (store: Store, queries: readonly ShowcaseQuery[]): Promise<CardRow[]> => {
  const now = store.clock.now();
  return unionInChunks(store, queries, (query) => firstCard(store, query, now), 'first_card');
};

/** A public version (the domain's `isVersionPublic`): published, or scheduled for a time already past. */
const publicVersion = (q: Knex.QueryBuilder, now: Date) =>
  q
    .where('v.status', 'Published')
    .orWhere((scheduled) => scheduled.where('v.status', 'Scheduled').andWhere('v.published_at', '<=', now));

/**
 * One model's cover candidate: its shown images of published posts of public versions (the same filters as the
 * gallery's), in cover order — version order, oldest post, the post's own order — the first one kept.
 */
const coverBranch = (store: Store, query: CoverQuery, now: Date, n: number): Knex.QueryBuilder => {
  const { db } = store;
  const images = shownImages(store, { ...query, tagIds: [] })
    .join('posts as p', 'p.id', 'i.post_id')
    .join('model_versions as v', 'v.id', 'p.model_version_id')
    .select(...imageColumns(store), 'v.model_id as cover_model_id')
    .where('v.model_id', query.modelId)
    .where((q) => publicVersion(q, now))
    .whereNull('p.deleted_with')
    .whereNotNull('p.published_at')
    .where('p.published_at', '<=', now)
    .orderBy(['v.index', 'v.id', 'p.published_at', 'p.id', 'i.position', 'i.id'])
    .limit(1);
  if (query.hiddenUserIds.length > 0) images.whereNotIn('p.user_id', query.hiddenUserIds);
  return db.select('*').from(images.as(`cover_${n}`));
};

/**
 * `Posts.covers`' rows: one statement per 50 models, each model a `UNION ALL` branch that keeps its first candidate
 * (SQLite takes no `LIMIT` inside a bare compound member, hence each branch is a derived table).
 */
export const coverRows = async (
  store: Store,
  queries: readonly CoverQuery[],
): Promise<(ImageWithTagsRow & { cover_model_id: number })[]> => {
  const now = store.clock.now();
  const rows: (ImageWithTagsRow & { cover_model_id: number })[] = [];
  for (let start = 0; start < queries.length; start += COVERS_PER_STATEMENT) {
    const [first, ...rest] = queries
      .slice(start, start + COVERS_PER_STATEMENT)
      .map((query, i) => coverBranch(store, query, now, start + i));
    if (first === undefined) continue;
    rows.push(...(await (rest.length > 0 ? first.unionAll(rest) : first)));
  }
  return rows;
};
