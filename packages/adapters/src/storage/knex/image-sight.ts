import type { Availability, ImageSight, PublicationStatus } from '@atelier/domain';
import { readBoolean, readNullable } from './dialect.js';
import type { DbBoolean, DbDate, DbJson } from './rows/columns.js';
import type { Store } from './store.js';

type ImageSightRow = {
  image_id: number;
  image_deleted_with: string | null;
  post_user_id: number;
  post_published_at: DbDate | null;
  post_deleted_with: string | null;
  version_status: string | null;
  version_published_at: DbDate | null;
  model_id: number | null;
  user_id: number | null;
  status: string | null;
  availability: string | null;
  locked: DbBoolean | null;
  deleted_at: DbDate | null;
  published_at: DbDate | null;
  author_deleted_at: DbDate | null;
  author_banned: DbBoolean | null;
  hidden_images: DbJson | null;
};

/**
 * `Posts.imageSights` as one read: the images stored under a content key (`images_content_key_index`), each with its
 * post, version, model, author and gallery settings by their keys. The image route runs it for every post image it
 * serves, so it stays a single indexed query.
 */
export const imageSightsOf = async (store: Store, contentKey: string): Promise<ImageSight[]> => {
  const d = store.dialect;
  const rows: ImageSightRow[] = await store
    .db('images as i')
    .join('posts as p', 'p.id', 'i.post_id')
    .leftJoin('model_versions as v', 'v.id', 'p.model_version_id')
    .leftJoin('models as m', 'm.id', 'v.model_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('gallery_settings as g', 'g.model_id', 'm.id')
    .where('i.content_key', contentKey)
    .orderBy('i.id')
    .select(
      'i.id as image_id',
      'i.deleted_with as image_deleted_with',
      'p.user_id as post_user_id',
      'p.published_at as post_published_at',
      'p.deleted_with as post_deleted_with',
      'v.status as version_status',
      'v.published_at as version_published_at',
      'm.id as model_id',
      'm.user_id',
      'm.status',
      'm.availability',
      'm.locked',
      'm.deleted_at',
      'm.published_at',
      'u.deleted_at as author_deleted_at',
      'u.banned as author_banned',
      'g.hidden_images',
    );
  return rows.map((row): ImageSight => {
    const post = {
      userId: row.post_user_id,
      publishedAt: readNullable(row.post_published_at, d.readDate),
    };
    const deleted = row.image_deleted_with !== null || row.post_deleted_with !== null;
    if (row.model_id === null || row.user_id === null || row.version_status === null) {
      return { post, model: null, version: null, hiddenByOwner: false, deleted };
    }
    const hiddenImages = row.hidden_images === null ? [] : (d.readJson(row.hidden_images) as number[]);
    return {
      post,
      model: {
        userId: row.user_id,
        status: row.status as PublicationStatus,
        availability: row.availability as Availability,
        locked: readBoolean(row.locked),
        deletedAt: readNullable(row.deleted_at, d.readDate),
        publishedAt: readNullable(row.published_at, d.readDate),
        author: {
          deletedAt: readNullable(row.author_deleted_at, d.readDate),
          banned: readBoolean(row.author_banned),
        },
      },
      version: {
        status: row.version_status as PublicationStatus,
        publishedAt: readNullable(row.version_published_at, d.readDate),
      },
      hiddenByOwner: hiddenImages.includes(row.image_id),
      deleted,
    };
  });
};
