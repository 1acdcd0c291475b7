import {
  CREATORS_PAGE_MAX,
  FEED_IMAGES_MAX,
  type ImagesFeedSort,
  MODEL_TYPES,
  type ModelSort,
  SEARCH_PAGE_MAX,
  SEARCH_PERIODS,
  strictId,
  TAG_LIST_LIMIT,
} from '@atelier/domain';
import { z } from 'zod';
import { storableString } from '../../../storage/knex/storable-text.js';

/**
 * The query strings of the REST API v1, parsed strictly: an unknown parameter, an unknown enum value or a number out
 * of range is a 400 naming it, never a silently ignored filter. Repeatable parameters (`types`, `baseModels`, `ids`)
 * take `a&a` or `a,b`, as Civitai's clients send either.
 */

/** Civitai's sort names, with the hub's own orders under the same kind of name. */
export const SORTS = {
  Newest: 'Newest',
  'Most Downloaded': 'MostDownloaded',
  'Highest Rated': 'HighestRated',
  'Most Collected': 'MostCollected',
  'Most Tipped': 'MostTipped',
} as const satisfies Record<string, ModelSort>;

const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((raw) => (Array.isArray(raw) ? raw : [raw]).flatMap((value) => value.split(',')))
    .pipe(z.array(item).min(1));

const positiveInt = z
  .string()
  .refine((raw) => strictId(raw) !== null, { error: 'must be a positive whole number' })
  .transform((raw) => strictId(raw) as number);

const flag = z.enum(['true', 'false']).transform((raw) => raw === 'true');

const text = storableString().max(200);

export const modelListQuery = z.strictObject({
  limit: positiveInt.pipe(z.number().max(SEARCH_PAGE_MAX)).optional(),
  page: positiveInt.optional(),
  cursor: text.optional(),
  query: text.optional(),
  tag: text.optional(),
  username: text.optional(),
  types: list(z.enum(MODEL_TYPES)).optional(),
  sort: z.enum(Object.keys(SORTS) as [keyof typeof SORTS, ...(keyof typeof SORTS)[]]).optional(),
  period: z.enum(SEARCH_PERIODS).optional(),
  nsfw: flag.optional(),
  baseModels: list(storableString().min(1).max(50)).optional(),
  ids: list(positiveInt).optional(),
  primaryFileOnly: flag.optional(),
});

export const noQuery = z.strictObject({});

/** How many hashes one lookup may hold is the domain's rule (`CATALOG_BATCH_MAX`); this is only the shape. */
export const byHashBody = z.array(z.string().max(128));

/** The query without `token`, which the authentication step has already read. */
export const queryOf = (query: unknown): Record<string, unknown> => {
  const { token: _token, ...rest } = query as Record<string, unknown>;
  return rest;
};

/** Civitai's image sorts, by the hub feed's orders (`IMAGES_FEED_SORTS`); it has no `Most Comments`. */
export const IMAGE_SORTS = {
  Newest: 'Newest',
  'Most Reactions': 'MostReactions',
} as const satisfies Record<string, ImagesFeedSort>;

/**
 * Civitai's image `nsfw`, as the hub's browsing levels (bits: PG 1, PG-13 2, R 4, X 8, XXX 16): a level's name
 * means it and every milder one (`X` takes XXX too); `true` only the mature levels, `false` only PG.
 */
export const NSFW_BROWSING_LEVELS = {
  None: 0b00001,
  Soft: 0b00011,
  Mature: 0b00111,
  X: 0b11111,
  true: 0b11110,
  false: 0b00001,
} as const;

const keysOf = <K extends string>(record: Record<K, unknown>) => Object.keys(record) as [K, ...K[]];

export const imageListQuery = z.strictObject({
  limit: positiveInt.pipe(z.number().max(FEED_IMAGES_MAX)).optional(),
  page: positiveInt.optional(),
  cursor: text.optional(),
  modelId: positiveInt.optional(),
  modelVersionId: positiveInt.optional(),
  postId: positiveInt.optional(),
  username: text.optional(),
  nsfw: z.enum(keysOf(NSFW_BROWSING_LEVELS)).optional(),
  sort: z.enum(keysOf(IMAGE_SORTS)).optional(),
  period: z.enum(SEARCH_PERIODS).optional(),
});

/** The creator list pages after a user id: its cursor is one. */
export const creatorListQuery = z.strictObject({
  limit: positiveInt.pipe(z.number().max(CREATORS_PAGE_MAX)).optional(),
  page: positiveInt.optional(),
  cursor: positiveInt.optional(),
  query: text.optional(),
});

/** The tag list pages by position in its order (most used first): its cursor is how many tags came before. */
export const tagListQuery = z.strictObject({
  limit: positiveInt.pipe(z.number().max(TAG_LIST_LIMIT)).optional(),
  page: positiveInt.optional(),
  cursor: positiveInt.optional(),
  query: text.optional(),
});
