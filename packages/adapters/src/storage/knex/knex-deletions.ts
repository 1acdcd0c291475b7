import type { Deletion, Deletions, OthersContent, Purgeable } from '@atelier/domain';
import type { Knex } from 'knex';
import { IMAGE_KEY_PREFIX, imageKeyOf, imageUrlOf, postImageFolder } from '../../files/public-urls.js';
import { readNumber } from './dialect.js';
import { atomically, type Store } from './store.js';

/** The content key of a post image's folder key (`post-images/{key}/`), else null. */
const contentKeyOfFolder = (key: string): string | null =>
  /^post-images\/([0-9a-f]{32})\/$/.exec(key)?.[1] ?? null;

/** The marker a hidden row carries: which deletion hid it. */
export const deletionMarker = (deletion: Deletion): string => `${deletion.kind}:${deletion.id}`;

/** The versions a deletion covers, as a subquery. */
const versionIdsOf = (db: Store['db'], deletion: Deletion): Knex.QueryBuilder =>
  deletion.kind === 'version'
    ? db('model_versions').select('id').where('id', deletion.id)
    : db('model_versions').select('id').where('model_id', deletion.id);

/** Reviews, posts and images under a deletion that are not hidden yet, each as a query on its table. */
const liveContentOf = (db: Store['db'], deletion: Deletion) => {
  const reviews = db('reviews').whereNull('deleted_with');
  if (deletion.kind === 'version') reviews.where('model_version_id', deletion.id);
  else reviews.where('model_id', deletion.id);
  const posts = db('posts').whereNull('deleted_with').whereIn('model_version_id', versionIdsOf(db, deletion));
  const postIds = db('posts').select('id').whereIn('model_version_id', versionIdsOf(db, deletion));
  const images = db('images').whereNull('deleted_with').whereIn('post_id', postIds);
  return { reviews, posts, images };
};

/** Soft deletes mark rows with `deleted_with` instead of removing them (migration 20261124000200_soft_delete). */
export class KnexDeletions implements Deletions {
  constructor(private readonly store: Store) {}

  async othersContent(deletion: Deletion, ownerId: number): Promise<OthersContent> {
    const { db } = this.store;
    const live = liveContentOf(db, deletion);
    const count = async (query: Knex.QueryBuilder): Promise<number> => {
      const row = (await query.count<{ n: unknown }[]>('* as n').first()) as { n: unknown } | undefined;
      return readNumber(row?.n ?? 0);
    };
    const [reviews, posts, images] = await Promise.all([
      count(live.reviews.whereNot('user_id', ownerId)),
      count(live.posts.whereNot('user_id', ownerId)),
      count(live.images.whereIn('post_id', db('posts').select('id').whereNot('user_id', ownerId))),
    ]);
    return { reviews, posts, images };
  }

  async hide(deletion: Deletion): Promise<void> {
    const marker = deletionMarker(deletion);
    await atomically(this.store, async ({ db }) => {
      const live = liveContentOf(db, deletion);
      await live.images.update({ deleted_with: marker });
      await live.posts.update({ deleted_with: marker });
      await live.reviews.update({ deleted_with: marker });
    });
  }

  async unhide(deletion: Deletion): Promise<void> {
    const marker = deletionMarker(deletion);
    await atomically(this.store, async ({ db }) => {
      for (const table of ['reviews', 'posts', 'images']) {
        await db(table).where('deleted_with', marker).update({ deleted_with: null });
      }
    });
  }

  /** A deleted account's posts, their images and its reviews, wherever they are; rows hidden already stay as they are. */
  async hideContentOf(userId: number): Promise<void> {
    const marker = `user:${userId}`;
    await atomically(this.store, async ({ db }) => {
      const postIds = db('posts').select('id').where('user_id', userId);
      await db('images')
        .whereNull('deleted_with')
        .whereIn('post_id', postIds)
        .update({ deleted_with: marker });
      await db('posts').whereNull('deleted_with').where('user_id', userId).update({ deleted_with: marker });
      await db('reviews').whereNull('deleted_with').where('user_id', userId).update({ deleted_with: marker });
    });
  }

  async unhideContentOf(userId: number): Promise<void> {
    const marker = `user:${userId}`;
    await atomically(this.store, async ({ db }) => {
      for (const table of ['reviews', 'posts', 'images']) {
        await db(table).where('deleted_with', marker).update({ deleted_with: null });
      }
    });
  }

  /** A post image is its whole folder (`post-images/{key}/`: original and variants); other images their file. */
  async storedFilesOf(deletion: Deletion): Promise<string[]> {
    const { db } = this.store;
    const versionIds = versionIdsOf(db, deletion);
    const [files, images] = await Promise.all([
      db('model_files')
        .select<{ storage_key: string }[]>('storage_key')
        .whereIn('model_version_id', versionIds),
      db('images')
        .select<{ url: string; content_key: string | null }[]>('url', 'content_key')
        .whereIn('post_id', db('posts').select('id').whereIn('model_version_id', versionIdsOf(db, deletion))),
    ]);
    const imageKeys = images
      .map((image) =>
        image.content_key === null ? imageKeyOf(image.url) : postImageFolder(image.content_key),
      )
      .filter((key) => key !== null);
    return [...new Set([...files.map((file) => file.storage_key), ...imageKeys])];
  }

  async unreferenced(keys: readonly string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const { db } = this.store;
    const imageUrls = keys.filter((key) => key.startsWith(IMAGE_KEY_PREFIX)).map(imageUrlOf);
    // Several rows may share one content key (the large demo's pool): the folder stays while any row is left.
    const contentKeys = keys.flatMap((key) => contentKeyOfFolder(key) ?? []);
    const [files, images, keyed] = await Promise.all([
      db('model_files')
        .distinct<{ storage_key: string }[]>('storage_key')
        .whereIn('storage_key', [...keys]),
      imageUrls.length === 0 ? [] : db('images').distinct<{ url: string }[]>('url').whereIn('url', imageUrls),
      contentKeys.length === 0
        ? []
        : db('images').distinct<{ content_key: string }[]>('content_key').whereIn('content_key', contentKeys),
    ]);
    const used = new Set([
      ...files.map((file) => file.storage_key),
      ...images.map((image) => imageKeyOf(image.url)),
      ...keyed.map((image) => postImageFolder(image.content_key)),
    ]);
    return keys.filter((key) => !used.has(key));
  }

  async purgeable(cutoff: Date): Promise<Purgeable[]> {
    const { db, dialect } = this.store;
    const [models, versions] = await Promise.all([
      db('models')
        .select<{ id: number; name: string; deleted_at: unknown }[]>('id', 'name', 'deleted_at')
        .whereNotNull('deleted_at')
        .where('deleted_at', '<=', cutoff)
        .orderBy('id'),
      db('model_versions as v')
        .join('models as m', 'm.id', 'v.model_id')
        .select<{ id: number; model_id: number; name: string; deleted_at: unknown }[]>(
          'v.id',
          'v.model_id',
          'v.name',
          'v.deleted_at',
        )
        .whereNotNull('v.deleted_at')
        .where('v.deleted_at', '<=', cutoff)
        .whereNull('m.deleted_at')
        .orderBy('v.id'),
    ]);
    return [
      ...models.map((row) => ({
        kind: 'model' as const,
        id: row.id,
        modelId: row.id,
        name: row.name,
        deletedAt: dialect.readDate(row.deleted_at),
      })),
      ...versions.map((row) => ({
        kind: 'version' as const,
        id: row.id,
        modelId: row.model_id,
        name: row.name,
        deletedAt: dialect.readDate(row.deleted_at),
      })),
    ];
  }
}
