/**
 * Where a card sits in a gallery's order, and the cursor that names it (keyset paging: the key of the last card
 * served, so a page never repeats or skips a card when posts come or go between pages). The version gallery puts
 * pinned posts first by pin position, `[0, pinIndex, 0]`, then the rest newest first, `[1, -publishedAtMs, -postId]`;
 * the hub feed orders by `[1, -publishedAtMs, -postId]` (Newest) or `[1, -reactions, -postId]` (MostReactions).
 * Ascending keys are the order shown.
 */
export type GalleryKey = readonly [group: 0 | 1, primary: number, secondary: number];

/** The largest time a `Date` can hold, in ms either side of 1970: a timeline key's primary stays within it. */
const MAX_TIME_MS = 8.64e15;

/** `-n`, without the `-0` that would not survive a round trip through text. */
const negated = (n: number): number => (n === 0 ? 0 : -n);

export const pinnedKey = (pinIndex: number): GalleryKey => [0, pinIndex, 0];

export const timelineKey = (publishedAt: Date, postId: number): GalleryKey => [
  1,
  negated(publishedAt.getTime()),
  negated(postId),
];

export const reactionsKey = (reactions: number, postId: number): GalleryKey => [
  1,
  negated(reactions),
  negated(postId),
];

/** Whether the key is of a pinned card (the version gallery's first group). */
export const isPinnedKey = (key: GalleryKey): boolean => key[0] === 0;

/** The publication time a timeline key names (its primary, negated back). */
export const publishedAtOfKey = (key: GalleryKey): Date => new Date(negated(key[1]));

export const encodeGalleryCursor = (key: GalleryKey): string => `gc.${key.join('.')}`;

const CURSOR = /^gc\.([01])\.(0|-?[1-9]\d{0,15})\.(0|-?[1-9]\d{0,15})$/;

/**
 * The key a cursor made by `encodeGalleryCursor` carries; null for anything else (a malformed, edited or
 * out-of-range cursor), so callers refuse it instead of sending it to storage.
 */
export const decodeGalleryCursor = (cursor: string): GalleryKey | null => {
  const match = CURSOR.exec(cursor);
  if (match === null) return null;
  const [group, primary, secondary] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!Number.isSafeInteger(primary) || !Number.isSafeInteger(secondary)) return null;
  if (group === 0) return primary >= 0 && secondary === 0 ? [0, primary, 0] : null;
  return Math.abs(primary) <= MAX_TIME_MS && secondary < 0 ? [1, primary, secondary] : null;
};
