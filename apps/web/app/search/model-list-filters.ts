import {
  BASE_MODELS,
  CHECKPOINT_TYPES,
  MAX_QUERY_LENGTH,
  MODEL_SORTS,
  MODEL_TYPES,
  type ModelSort,
  type ModelType,
  SEARCH_PERIODS,
  type SearchPeriod,
} from '@atelier/domain';
import type { ServerApi } from '../load-context';

/**
 * What a model list shows, as its address says it (`/models?query=…&type=LORA&sort=MostDownloaded`), so a list is a
 * link anyone can share. Unknown values in the address are ignored rather than refused: a stale link still lists.
 */
export type ModelListFilters = {
  query: string;
  type: ModelType | null;
  checkpointType: (typeof CHECKPOINT_TYPES)[number] | null;
  baseModel: string | null;
  period: SearchPeriod;
  sort: ModelSort;
  /** `/tag/{name}` fixes it; on `/models` it is the `tag` parameter. */
  tag: string | null;
};

/** Cards per page of the list. */
export const MODEL_LIST_PAGE = 24;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | null =>
  value !== null && (choices as readonly string[]).includes(value) ? (value as T) : null;

export const filtersFromSearch = (
  search: URLSearchParams,
  pageTag: string | null = null,
): ModelListFilters => ({
  query: (search.get('query') ?? '').slice(0, MAX_QUERY_LENGTH),
  type: oneOf(MODEL_TYPES, search.get('type')),
  checkpointType: oneOf(CHECKPOINT_TYPES, search.get('checkpointType')),
  baseModel: oneOf(BASE_MODELS, search.get('baseModel')),
  period: oneOf(SEARCH_PERIODS, search.get('period')) ?? 'AllTime',
  sort: oneOf(MODEL_SORTS, search.get('sort')) ?? 'Newest',
  tag: pageTag ?? (search.get('tag')?.trim().slice(0, 200) || null),
});

/** The query string of a list: only what differs from the defaults (and not the tag its page already names). */
export const searchOf = (filters: ModelListFilters, pageTag: string | null = null): URLSearchParams => {
  const search = new URLSearchParams();
  if (filters.query.trim() !== '') search.set('query', filters.query);
  if (filters.tag !== null && filters.tag !== pageTag) search.set('tag', filters.tag);
  if (filters.type !== null) search.set('type', filters.type);
  if (filters.checkpointType !== null) search.set('checkpointType', filters.checkpointType);
  if (filters.baseModel !== null) search.set('baseModel', filters.baseModel);
  if (filters.period !== 'AllTime') search.set('period', filters.period);
  if (filters.sort !== 'Newest') search.set('sort', filters.sort);
  return search;
};

/** `model.getAll`'s input for these filters (the cursor is added page by page). */
const listInput = (filters: ModelListFilters) => ({
  ...(filters.query.trim() !== '' ? { query: filters.query } : {}),
  ...(filters.type !== null ? { types: [filters.type] } : {}),
  ...(filters.checkpointType !== null ? { checkpointType: filters.checkpointType } : {}),
  ...(filters.baseModel !== null ? { baseModel: filters.baseModel } : {}),
  ...(filters.tag !== null ? { tag: filters.tag } : {}),
  period: filters.period,
  sort: filters.sort,
  limit: MODEL_LIST_PAGE,
});

export const modelListQueryOptions = (api: ServerApi, filters: ModelListFilters) =>
  api.model.getAll.infiniteQueryOptions(listInput(filters), {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The home page's rows: Featured (the domain's featured order) and the newest models. */
export const HOME_ROW_SIZE = 8;
export const featuredQueryOptions = (api: ServerApi) =>
  api.model.getAll.queryOptions({ featured: true, limit: HOME_ROW_SIZE });
export const newestQueryOptions = (api: ServerApi) =>
  api.model.getAll.queryOptions({ sort: 'Newest', limit: HOME_ROW_SIZE });

export const SORT_LABELS: Record<ModelSort, string> = {
  Newest: 'Newest',
  MostDownloaded: 'Most downloaded',
  HighestRated: 'Highest rated',
  MostCollected: 'Most collected',
  MostTipped: 'Most tipped',
};

export const PERIOD_LABELS: Record<SearchPeriod, string> = {
  Day: 'Past day',
  Week: 'Past week',
  Month: 'Past month',
  Year: 'Past year',
  AllTime: 'All time',
};
