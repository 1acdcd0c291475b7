import type { GalleryQuery } from '@atelier/domain';
import type { Knex } from 'knex';
import { IMAGE_COLUMNS } from './rows/gallery-rows.js';
import type { Store } from './store.js';

/**
 * The columns of an image read (`images as i`): its own, and its tag ids in order as a JSON array
 * (`tag_ids_json`, read by `toImageWithTags`), so an image and its tags come in one statement.
 */
export const imageColumns = (store: Store): (string | Knex.Raw)[] => [
  'i.*',
  store.db.raw(
    `${store.dialect.jsonRows(['it.tag_id'], 'FROM image_tags it WHERE it.image_id = i.id', 'it.position')} AS tag_ids_json`,
  ),
];

/**
 * The images a gallery query may show, as a subquery on `images as i`: not hidden (by a deletion or the settings), inside the browsing level
 * (`nsfw_level & level <> 0`), without a hidden tag, and with one of the chosen tags when tags are chosen.
 */
export const shownImages = (
  store: Store,
  query: Pick<GalleryQuery, 'browsingLevel' | 'hiddenImageIds' | 'hiddenTagIds' | 'tagIds'>,
): Knex.QueryBuilder => {
  const { db } = store;
  const images = db('images as i')
    .whereNull('i.deleted_with')
    .whereRaw('(i.nsfw_level & ?) <> 0', [query.browsingLevel]);
  if (query.hiddenImageIds.length > 0) images.whereNotIn('i.id', query.hiddenImageIds);
  if (query.hiddenTagIds.length > 0) {
    images.whereNotExists(
      db('image_tags as it')
        .select(db.raw('1'))
        .whereRaw('it.image_id = i.id')
        .whereIn('it.tag_id', query.hiddenTagIds),
    );
  }
  if (query.tagIds.length > 0) {
    images.whereExists(
      db('image_tags as it')
        .select(db.raw('1'))
        .whereRaw('it.image_id = i.id')
        .whereIn('it.tag_id', query.tagIds),
    );
  }
  return images;
};

/**
 * The version's posts that make a gallery card, joined with author and review: published at or before `until` (now,
 * or a timeline cursor's time: `timelineUntil`), not by a hidden user, and left with at least one shown image.
 */
export const cardPosts = (store: Store, query: GalleryQuery, until: Date): Knex.QueryBuilder => {
  const { db } = store;
  const posts = db('posts as p')
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
    )
    .where('p.model_version_id', query.modelVersionId)
    .whereNull('p.deleted_with')
    .whereNotNull('p.published_at')
    .where('p.published_at', '<=', until)
    .whereExists(shownImages(store, query).select(db.raw('1')).whereRaw('i.post_id = p.id'));
  if (query.hiddenUserIds.length > 0) posts.whereNotIn('p.user_id', query.hiddenUserIds);
  return posts;
};

/**
 * `posts` (card posts, already filtered, ordered and limited) with each post's shown images under the same filters,
 * in the post's order, as the JSON column `images_json` (`CardRow`, read by `toCardWithImages`): the posts of a page
 * and their images in one statement. The images are read by an outer query over the kept posts only, as
 * `card.*`: order the result by `card.…` columns.
 */
export const withShownImages = (
  store: Store,
  query: Pick<GalleryQuery, 'browsingLevel' | 'hiddenImageIds' | 'hiddenTagIds' | 'tagIds'>,
  posts: Knex.QueryBuilder,
): Knex.QueryBuilder => {
  const { db, dialect } = store;
  const tagIds = dialect.jsonRows(
    ['it.tag_id'],
    'FROM image_tags it WHERE it.image_id = i.id',
    'it.position',
  );
  const images = shownImages(store, query)
    .select(
      db.raw(
        dialect.jsonAggregate([...IMAGE_COLUMNS.map((column) => `i.${column}`), tagIds], 'i.position, i.id'),
      ),
    )
    .whereRaw('i.post_id = card.id');
  return db.select('card.*', images.as('images_json')).from(posts.as('card'));
};
