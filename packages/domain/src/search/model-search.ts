import type { CHECKPOINT_TYPES } from '../models/authoring-rules.js';
import { isVisibleStatus, type Model, type ModelType } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import { hiddenBySettings } from '../models/visibility.js';
import { isAllowed } from '../permissions/policy.js';
import type { Viewer } from '../users/user.js';

/** The orders a model list offers; each sorts high to low, then by id (newest id first) to break ties. */
export const MODEL_SORTS = [
  'Newest',
  'MostDownloaded',
  'HighestRated',
  'MostCollected',
  'MostTipped',
] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];

/** How far back a list looks, by publication date. */
export const SEARCH_PERIODS = ['Day', 'Week', 'Month', 'Year', 'AllTime'] as const;
export type SearchPeriod = (typeof SEARCH_PERIODS)[number];

const DAY_MS = 86_400_000;
const PERIOD_MS: Record<SearchPeriod, number | null> = {
  Day: DAY_MS,
  Week: 7 * DAY_MS,
  Month: 30 * DAY_MS,
  Year: 365 * DAY_MS,
  AllTime: null,
};

/** The earliest publication date a period lets in; null for all time. */
export const periodStart = (period: SearchPeriod, now: Date): Date | null => {
  const length = PERIOD_MS[period];
  return length === null ? null : new Date(now.getTime() - length);
};

/** Where a page ends in its order: the last model's sort value and id (keyset paging). */
export type SearchKey = { value: number; id: number };

const CURSOR = /^(Newest|MostDownloaded|HighestRated|MostCollected|MostTipped)\.(-?\d{1,16})\.(\d{1,12})$/;

/** A cursor names its order, so a cursor of one order is refused by another. */
export const encodeSearchCursor = (sort: ModelSort, key: SearchKey): string =>
  `${sort}.${key.value}.${key.id}`;

/** The key a cursor made by `encodeSearchCursor` for this order carries; null for anything else. */
export const decodeSearchCursor = (sort: ModelSort, cursor: string): SearchKey | null => {
  const match = CURSOR.exec(cursor);
  if (match === null || match[1] !== sort) return null;
  const value = Number(match[2]);
  const id = Number(match[3]);
  return Number.isSafeInteger(value) && Number.isSafeInteger(id) && id > 0 ? { value, id } : null;
};

/** Whether a model whose NSFW level is `nsfwLevel` shows at `browsingLevel` (any level bit in common). */
export const isLevelShown = (nsfwLevel: number, browsingLevel: number): boolean =>
  (nsfwLevel & browsingLevel) !== 0;

/**
 * Whether a model appears in lists and search for this viewer (docs/search.md): what an anonymous visitor may view
 * (`model.view`: published, not deleted, not private, its author neither deleted nor banned), listed in search
 * (`searchable`, not "Unsearchable"), not taken down, with a publication date, not hidden by the viewer's own
 * settings (poi, minor), at a level their browsing level shows. Moderators and owners get the same list: the list is
 * public; their own pages reach the rest.
 */
export const isListed = (viewer: Viewer, model: Model, browsingLevel: number, now: Date): boolean =>
  isAllowed('model.view', null, model, now) &&
  model.meta.searchable &&
  model.availability !== 'Unsearchable' &&
  model.mode !== 'TakenDown' &&
  model.publishedAt !== null &&
  hiddenBySettings(viewer, model) === null &&
  isLevelShown(model.nsfwLevel, browsingLevel);

/** Featured is the list of listed models a moderator has not barred from promotion (`cannotPromote`). */
export const isPromotable = (model: Pick<Model, 'meta'>): boolean => !model.meta.cannotPromote;

/** The trained words search reads: those of versions that are or will be public (not drafts, not deleted ones). */
export const searchedTrainedWords = (
  versions: readonly Pick<ModelVersion, 'status' | 'trainedWords'>[],
): string[] => versions.filter((version) => isVisibleStatus(version.status)).flatMap((v) => v.trainedWords);

/** The filters a model list takes (all optional; what is left out does not narrow the list). */
export type ModelFilters = {
  query?: string;
  types?: ModelType[];
  checkpointType?: (typeof CHECKPOINT_TYPES)[number];
  baseModel?: string;
  /** Any of these base models (the REST API's `baseModels`), with `baseModel` if given. */
  baseModels?: string[];
  /** Only this author's models. */
  userId?: number;
  /** A tag name, matched case-insensitively. */
  tag?: string;
  period?: SearchPeriod;
  /** The levels the viewer asks for, within their own browsing level. */
  browsingLevel?: number;
};
