import {
  type CoverQuery,
  encodeGalleryCursor,
  type FeedCard,
  type FeedQuery,
  type GalleryKey,
  type GalleryQuery,
  type Image,
  type ImagePostCard,
  type ImageSight,
  isPinnedKey,
  type New,
  type Post,
  type PostImageEdit,
  type Posts,
  type PostWithImages,
  pinnedKey,
  reactionsKey,
  type ShowcaseQuery,
  timelineKey,
  type VersionPostsQuery,
} from '@atelier/domain';
import type { Knex } from 'knex';
import { readNumber } from './dialect.js';
import { type FeedPostRow, feedImageFilter, feedPosts } from './gallery-feed.js';
import { cardPosts, imageColumns, shownImages, withShownImages } from './gallery-filters.js';
import { afterTimelineKey, keyOfCursor, timelineUntil } from './gallery-keyset.js';
import { coverRows, firstCardPost, firstCardRows } from './gallery-showcase.js';
import { imageSightsOf } from './image-sight.js';
import {
  imageRow,
  postRow,
  toCard,
  toCardWithImages,
  toImage,
  toImageWithTags,
  toPost,
} from './mappers/gallery-mapper.js';
import type { CardRow, ImageRow, ImageTagRow, ImageWithTagsRow, PostRow } from './rows/gallery-rows.js';
import {
  atomically,
  explainConstraint,
  groupBy,
  isTransaction,
  requireUpdated,
  type Store,
} from './store.js';

type Picked = { key: GalleryKey; row: CardRow; pinned: boolean };

export class KnexPosts implements Posts {
  constructor(private readonly store: Store) {}

  async ofId(id: number): Promise<Post | null> {
    const row = await this.store.db<PostRow>('posts').where('id', id).whereNull('deleted_with').first();
    return row === undefined ? null : toPost(row, this.store.dialect);
  }

  async save(post: Post): Promise<void> {
    const { user_id: _user, model_version_id: _version, ...fields } = postRow(post);
    requireUpdated(await this.store.db('posts').where('id', post.id).update(fields), 'post', post.id);
  }

  async imagesInOrder(postId: number): Promise<Image[]> {
    return this.withTags(
      await this.store
        .db('images as i')
        .select(imageColumns(this.store))
        .where('i.post_id', postId)
        .whereNull('i.deleted_with')
        .orderBy(['i.position', 'i.id']),
    );
  }

  /** One update per image and its tags replaced: a post holds at most 20 images. */
  async saveImages(postId: number, images: readonly PostImageEdit[]): Promise<void> {
    await atomically(this.store, async ({ db }) => {
      for (const [position, image] of images.entries()) {
        const updated = await db('images')
          .where({ id: image.id, post_id: postId })
          .update({ nsfw_level: image.nsfwLevel, position });
        requireUpdated(updated, 'image', image.id);
        await db('image_tags').where('image_id', image.id).delete();
        if (image.tagIds.length > 0)
          await db('image_tags').insert(
            image.tagIds.map((tagId, index) => ({ image_id: image.id, tag_id: tagId, position: index })),
          );
      }
    });
  }

  async hideImage(imageId: number): Promise<void> {
    const updated = await this.store
      .db('images')
      .where('id', imageId)
      .update({ deleted_with: `image:${imageId}` });
    requireUpdated(updated, 'image', imageId);
  }

  async hidePost(postId: number): Promise<void> {
    await atomically(this.store, async ({ db }) => {
      const marker = `post:${postId}`;
      await db('images').where('post_id', postId).whereNull('deleted_with').update({ deleted_with: marker });
      await db('posts').where('id', postId).whereNull('deleted_with').update({ deleted_with: marker });
    });
  }

  async imageSights(contentKey: string): Promise<ImageSight[]> {
    return imageSightsOf(this.store, contentKey);
  }

  /** One statement: the showcase's post with its shown images. */
  async firstCard(query: ShowcaseQuery): Promise<ImagePostCard | null> {
    const row = await firstCardPost(this.store, query);
    return row === undefined ? null : toCardWithImages(row, false, this.store.dialect);
  }

  /** One statement per 50 versions: their showcase posts, each with its shown images. */
  async firstCards(queries: readonly ShowcaseQuery[]): Promise<Map<number, ImagePostCard>> {
    const posts = await firstCardRows(this.store, queries);
    return new Map(
      posts.map((post) => [
        post.model_version_id as number,
        toCardWithImages(post, false, this.store.dialect),
      ]),
    );
  }

  async covers(queries: readonly CoverQuery[]): Promise<Map<number, Image>> {
    const rows = await coverRows(this.store, queries);
    const images = this.withTags(rows);
    return new Map(rows.map((row, i) => [row.cover_model_id, images[i] as Image]));
  }

  async versionIdsOf(postIds: readonly number[]): Promise<Map<number, number | null>> {
    if (postIds.length === 0) return new Map();
    const rows: { id: number; model_version_id: number | null }[] = await this.store
      .db('posts')
      .select('id', 'model_version_id')
      .whereIn('id', [...new Set(postIds)]);
    return new Map(rows.map((row) => [row.id, row.model_version_id]));
  }

  async versionIdsOfImages(imageIds: readonly number[]): Promise<Map<number, number | null>> {
    if (imageIds.length === 0) return new Map();
    const rows: { id: number; model_version_id: number | null }[] = await this.store
      .db('images as i')
      .join('posts as p', 'p.id', 'i.post_id')
      .select('i.id', 'p.model_version_id')
      .whereIn('i.id', [...new Set(imageIds)]);
    return new Map(rows.map((row) => [row.id, row.model_version_id]));
  }

  async create(post: New<Post>, images: New<Image, 'postId'>[]): Promise<Post> {
    return atomically(this.store, async (store) => {
      const [row] = await store
        .db<PostRow>('posts')
        .insert(postRow(post))
        .returning('*')
        .catch(explainConstraint(store, 'cannot create post'));
      const created = row as PostRow;
      if (images.length > 0) {
        const inserted = await store
          .db<ImageRow>('images')
          .insert(images.map((image, position) => imageRow(created.id, image, position)))
          .returning('id');
        // One multi-row insert takes ids in row order; RETURNING's own order is not guaranteed, so sort.
        const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
        const tags: ImageTagRow[] = images.flatMap((image, i) =>
          image.tagIds.map((tagId, position) => ({ image_id: ids[i] as number, tag_id: tagId, position })),
        );
        if (tags.length > 0) await store.db('image_tags').insert(tags);
      }
      return toPost(created, store.dialect);
    });
  }

  async addImage(postId: number, image: New<Image, 'postId'>): Promise<Image> {
    return atomically(this.store, async (store) => {
      const last = await store
        .db('images')
        .where('post_id', postId)
        .max<{ position: number | string | null }>('position as position')
        .first();
      const position = last?.position == null ? 0 : Number(last.position) + 1;
      const [row] = await store
        .db<ImageRow>('images')
        .insert(imageRow(postId, image, position))
        .returning('*')
        .catch(explainConstraint(store, 'cannot add image'));
      const created = row as ImageRow;
      if (image.tagIds.length > 0)
        await store
          .db('image_tags')
          .insert(image.tagIds.map((tagId, position) => ({ image_id: created.id, tag_id: tagId, position })));
      return toImage(created, [...image.tagIds], store.dialect);
    });
  }

  async imageCount(postId: number): Promise<number> {
    // In a transaction on PostgreSQL the post's row stays locked until it ends, so two image adds counting at once
    // queue here instead of both seeing room for one more (SQLite's write transactions queue already).
    if (this.store.dialect.name === 'pg' && isTransaction(this.store.db))
      await this.store.db('posts').where('id', postId).forUpdate().first('id');
    const [row] = await this.store
      .db('images')
      .where('post_id', postId)
      .whereNull('deleted_with')
      .count<{ count: unknown }[]>('* as count');
    return Number(row?.count ?? 0);
  }

  async ofVersion(query: VersionPostsQuery): Promise<{ items: PostWithImages[]; nextCursor: number | null }> {
    const posts = this.store
      .db<PostRow>('posts')
      .where('model_version_id', query.modelVersionId)
      .whereNull('deleted_with')
      .whereNotNull('published_at')
      .where('published_at', '<=', this.store.clock.now())
      .orderBy('id', 'desc')
      .limit(query.limit + 1); // one more than the page tells whether a next page exists
    if (query.userId !== null) posts.where('user_id', query.userId);
    if (query.hiddenUserIds.length > 0) posts.whereNotIn('user_id', query.hiddenUserIds);
    if (query.cursor !== null) posts.where('id', '<', query.cursor);
    const rows = (await posts) as PostRow[];
    const page = rows.slice(0, query.limit);
    const imageRows: ImageWithTagsRow[] =
      page.length === 0
        ? []
        : await this.store
            .db('images as i')
            .select(imageColumns(this.store))
            .whereIn(
              'i.post_id',
              page.map((row) => row.id),
            )
            .whereNull('i.deleted_with')
            .whereNotIn('i.id', query.hiddenImageIds)
            .orderBy(['i.post_id', 'i.position', 'i.id']);
    const images = groupBy(this.withTags(imageRows), (image) => image.postId);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => ({ ...toPost(row, this.store.dialect), images: images.get(row.id) ?? [] })),
      nextCursor: rows.length > page.length && last !== undefined ? last.id : null,
    };
  }

  /** The images of a post, in id order (not part of the port: the test world's `given.post` returns them). */
  async imagesOf(postId: number): Promise<Image[]> {
    return this.withTags(
      await this.store
        .db('images as i')
        .select(imageColumns(this.store))
        .where('i.post_id', postId)
        .orderBy('i.id'),
    );
  }

  /** The hub's posts in the order asked, paged by keyset (gallery-feed.ts): two statements whatever the page size. */
  async feed(query: FeedQuery): Promise<{ items: FeedCard[]; nextCursor: string | null }> {
    const rows: FeedPostRow[] = await feedPosts(this.store, query, this.store.clock.now());
    const page = rows.slice(0, query.limit);
    const images = await this.shownImagesOf(
      feedImageFilter(query),
      page.map((row) => row.id),
    );
    const last = page[page.length - 1];
    const keyOf = (row: FeedPostRow): GalleryKey =>
      query.sort === 'Newest'
        ? timelineKey(this.store.dialect.readDate(row.published_at), row.id)
        : reactionsKey(readNumber(row.reaction_total), row.id);
    return {
      items: page.map((row) => ({
        ...toCard(row, images.get(row.id) ?? [], false, this.store.dialect),
        modelId: row.model_id,
        modelVersionId: row.model_version_id ?? 0,
        cursor: encodeGalleryCursor(keyOf(row)),
      })),
      nextCursor: rows.length > page.length && last !== undefined ? encodeGalleryCursor(keyOf(last)) : null,
    };
  }

  /**
   * Pinned posts first in pin order, then the rest newest first, paged by keyset (domain gallery-cursor.ts; the
   * timeline starts at the cursor: gallery-keyset.ts). One statement whatever the page size: the pinned posts still
   * to show and a page of the timeline (`UNION ALL`), each post with its shown images.
   */
  async gallery(query: GalleryQuery): Promise<{ items: ImagePostCard[]; nextCursor: string | null }> {
    const { db, dialect } = this.store;
    const now = this.store.clock.now();
    const after = query.cursor === null ? null : keyOfCursor(query.cursor);
    const pinned = [...new Set(query.pinnedPostIds)];
    const wanted = query.limit + 1; // one more than the page tells whether a next page exists
    const onPins = after === null || isPinnedKey(after);

    // The pins still to show, then as much of the timeline as a page could take (some pins may be gone).
    const remaining = onPins ? pinned.slice(after === null ? 0 : after[1] + 1) : [];
    const timelineAfter = onPins ? null : after;
    const timeline = cardPosts(this.store, query, timelineUntil(now, timelineAfter))
      .select(db.raw('0 AS pinned'))
      .orderBy([
        { column: 'p.published_at', order: 'desc' },
        { column: 'p.id', order: 'desc' },
      ])
      .limit(wanted);
    if (pinned.length > 0) timeline.whereNotIn('p.id', pinned);
    if (timelineAfter !== null) afterTimelineKey(timeline, timelineAfter);
    const branches = [
      ...(remaining.length > 0
        ? [cardPosts(this.store, query, now).select(db.raw('1 AS pinned')).whereIn('p.id', remaining)]
        : []),
      timeline,
    ].map((branch, i) => db.select('*').from(branch.as(`cards_${i}`)));
    const [first, ...rest] = branches as [Knex.QueryBuilder, ...Knex.QueryBuilder[]];
    const rows: (CardRow & { pinned: number | string })[] = await withShownImages(
      this.store,
      query,
      rest.length > 0 ? first.unionAll(rest) : first,
    ).orderBy([
      { column: 'card.pinned', order: 'desc' },
      { column: 'card.published_at', order: 'desc' },
      { column: 'card.id', order: 'desc' },
    ]);

    const pinnedRows = new Map(rows.filter((row) => Number(row.pinned) === 1).map((row) => [row.id, row]));
    const picked: Picked[] = [
      ...remaining.flatMap((id) => {
        const row = pinnedRows.get(id);
        return row === undefined ? [] : [{ key: pinnedKey(pinned.indexOf(id)), row, pinned: true }];
      }),
      ...rows
        .filter((row) => Number(row.pinned) === 0)
        .map((row) => ({ key: timelineKey(dialect.readDate(row.published_at), row.id), row, pinned: false })),
    ];
    const page = picked.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      items: page.map(({ row, pinned }) => toCardWithImages(row, pinned, this.store.dialect)),
      nextCursor: picked.length > page.length && last !== undefined ? encodeGalleryCursor(last.key) : null,
    };
  }

  private async shownImagesOf(
    query: Pick<GalleryQuery, 'browsingLevel' | 'hiddenImageIds' | 'hiddenTagIds' | 'tagIds'>,
    postIds: number[],
  ): Promise<Map<number, Image[]>> {
    if (postIds.length === 0) return new Map();
    const rows: ImageWithTagsRow[] = await shownImages(this.store, query)
      .select(imageColumns(this.store))
      .whereIn('i.post_id', postIds)
      .orderBy(['i.post_id', 'i.position', 'i.id']);
    return groupBy(this.withTags(rows), (image) => image.postId);
  }

  /** Images read with `imageColumns`, tags included. */
  private withTags(rows: ImageWithTagsRow[]): Image[] {
    return rows.map((row) => toImageWithTags(row, this.store.dialect));
  }
}
