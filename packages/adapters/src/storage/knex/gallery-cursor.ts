/**
 * Where a card sits in the gallery order: pinned posts by pin position `[0, pinIndex, 0]`, then the rest newest
 * first `[1, -publishedAtMs, -postId]`. The cursor is the key of the last card served (keyset paging), so a page
 * never repeats or skips a card when posts are added or removed between pages. Same format as the in-memory store.
 */
export type GalleryKey = [group: 0 | 1, primary: number, secondary: number];

export const pinnedKey = (pinIndex: number): GalleryKey => [0, pinIndex, 0];

export const timelineKey = (publishedAt: Date, postId: number): GalleryKey => [
  1,
  -publishedAt.getTime(),
  -postId,
];

export const encodeCursor = (key: GalleryKey): string => `gc.${key.join('.')}`;

export const decodeCursor = (cursor: string): GalleryKey => {
  const parts = cursor.split('.');
  const key = parts.slice(1).map(Number);
  if (
    parts[0] !== 'gc' ||
    key.length !== 3 ||
    key.some((n) => !Number.isSafeInteger(n)) ||
    !(key[0] === 0 || key[0] === 1)
  ) {
    throw new Error(`invalid gallery cursor: ${cursor}`);
  }
  return key as GalleryKey;
};
