import type { FeedQuery } from '@atelier/domain';
import type { Knex } from 'knex';
import { shownImages } from './gallery-filters.js';
import { afterTimelineKey, keyOfCursor, timelineUntil } from './gallery-keyset.js';
import type { GalleryPostRow } from './rows/gallery-rows.js';
import type { Store } from './store.js';

export type FeedPostRow = GalleryPostRow & { model_id: number; reaction_total: number | string };

/** What the feed shows of a post's images: inside the browsing level, not deleted; no gallery settings (the rules apply those). */
export const feedImageFilter = (query: Pick<FeedQuery, 'browsingLevel'>) => ({
  browsingLevel: query.browsingLevel,
  hiddenImageIds: [],
  hiddenTagIds: [],
  tagIds: [],
});

/** A post's reactions: the sum over its images that are not deleted (the MostReactions order). */
const REACTIONS = `(SELECT coalesce(sum(ri.reaction_count), 0) FROM images ri
  WHERE ri.post_id = p.id AND ri.deleted_with IS NULL)`;

/**
 * One page of the hub's posts (`Posts.feed`), `limit + 1` rows so the caller knows whether more follow: published
 * (not in the future), not deleted, of a version, with a shown image, since `since`, of the model, version, post
 * or author asked for; keyset-paged after the cursor's
 * key, `[1, -publishedAtMs, -postId]` (Newest, starting at the cursor's time: `timelineUntil`) or
 * `[1, -reactions, -postId]` (MostReactions).
 */
export const feedPosts = (store: Store, query: FeedQuery, now: Date): Knex.QueryBuilder => {
  const { db } = store;
  const after = query.cursor === null ? null : keyOfCursor(query.cursor);
  const until = query.sort === 'Newest' ? timelineUntil(now, after) : now;
  const posts = db('posts as p')
    .join('model_versions as v', 'v.id', 'p.model_version_id')
    .join('users as u', 'u.id', 'p.user_id')
    .leftJoin('reviews as r', 'r.id', 'p.review_id')
    .select(
      'p.id',
      'p.user_id',
      'p.model_version_id',
      'p.published_at',
      'u.username',
      'r.id as review_found',
      'r.recommended as review_recommended',
      'r.details as review_details',
      'v.model_id',
      db.raw(`${REACTIONS} AS reaction_total`),
    )
    .whereNull('p.deleted_with')
    .whereNotNull('p.published_at')
    .where('p.published_at', '<=', until)
    .whereExists(shownImages(store, feedImageFilter(query)).select(db.raw('1')).whereRaw('i.post_id = p.id'))
    .limit(query.limit + 1);
  if (query.since !== null) posts.where('p.published_at', '>=', query.since);
  if (query.modelId !== null) posts.where('v.model_id', query.modelId);
  if (query.modelVersionId !== null) posts.where('p.model_version_id', query.modelVersionId);
  if (query.postId !== null) posts.where('p.id', query.postId);
  if (query.userId !== null) posts.where('p.user_id', query.userId);
  if (query.sort === 'Newest') {
    posts.orderBy([
      { column: 'p.published_at', order: 'desc' },
      { column: 'p.id', order: 'desc' },
    ]);
    if (after !== null) afterTimelineKey(posts, after);
  } else {
    posts.orderByRaw(`${REACTIONS} DESC, p.id DESC`);
    if (after !== null) {
      posts.whereRaw(`(${REACTIONS} < ? OR (${REACTIONS} = ? AND p.id < ?))`, [
        -after[1],
        -after[1],
        -after[2],
      ]);
    }
  }
  return posts;
};
