import { decodeGalleryCursor, type GalleryKey, publishedAtOfKey } from '@atelier/domain';
import type { Knex } from 'knex';

/** The key a page's cursor names (domain `gallery-cursor.ts`); the use cases refuse any other cursor first. */
export const keyOfCursor = (cursor: string): GalleryKey => {
  const key = decodeGalleryCursor(cursor);
  if (key === null) throw new Error(`invalid gallery cursor: ${cursor}`);
  return key;
};

/**
 * The newest a timeline page may reach: now, or the time of the cursor's card when that is earlier. Bounding
 * `published_at` by it enters the index `(…, published_at, id)` at the cursor, so a deep page reads its own rows,
 * not every newer one; a cursor dated after now still shows nothing published later than now.
 */
export const timelineUntil = (now: Date, after: GalleryKey | null): Date =>
  after === null ? now : new Date(Math.min(now.getTime(), publishedAtOfKey(after).getTime()));

/** Posts after the cursor's card in the order `published_at DESC, id DESC`: older, or as old with a lower id. */
export const afterTimelineKey = (posts: Knex.QueryBuilder, after: GalleryKey): Knex.QueryBuilder => {
  const publishedAt = publishedAtOfKey(after);
  return posts.where((q) =>
    q
      .where('p.published_at', '<', publishedAt)
      .orWhere((tie) => tie.where('p.published_at', '=', publishedAt).andWhere('p.id', '<', -after[2])),
  );
};
