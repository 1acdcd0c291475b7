import {
  ALL_BROWSING_LEVELS,
  GALLERY_PAGE_SIZES,
  IMAGES_FEED_SORTS,
  type ImagesFeedSort,
  SEARCH_PERIODS,
  type SearchPeriod,
} from '@atelier/domain';
import type { ServerApi } from '../load-context';

/** What /images without a version shows: the hub's posts in an order, over a period. */
export type HubImagesFilter = { sort: ImagesFeedSort; period: SearchPeriod };

export const DEFAULT_HUB_IMAGES: HubImagesFilter = { sort: 'Newest', period: 'AllTime' };

export const SORT_LABELS: Record<ImagesFeedSort, string> = {
  Newest: 'Newest',
  MostReactions: 'Most reactions',
};

export const PERIOD_LABELS: Record<SearchPeriod, string> = {
  Day: 'Today',
  Week: 'This week',
  Month: 'This month',
  Year: 'This year',
  AllTime: 'All time',
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  choices.find((choice) => choice === value) ?? fallback;

/** `?sort=` and `?period=`; anything else reads as the default. */
export const hubImagesFilterFrom = (params: URLSearchParams): HubImagesFilter => ({
  sort: oneOf(IMAGES_FEED_SORTS, params.get('sort'), DEFAULT_HUB_IMAGES.sort),
  period: oneOf(SEARCH_PERIODS, params.get('period'), DEFAULT_HUB_IMAGES.period),
});

export const hubImagesSearchOf = (filter: HubImagesFilter): string => {
  const params = new URLSearchParams();
  if (filter.sort !== DEFAULT_HUB_IMAGES.sort) params.set('sort', filter.sort);
  if (filter.period !== DEFAULT_HUB_IMAGES.period) params.set('period', filter.period);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
};

/**
 * The list's pages. The server renders the first with the large page size, so the browser keeps it (one size for
 * the whole list); the viewer's own browsing level narrows every page on the server (`browsingLevelFor`).
 */
export const hubImagesQueryOptions = (api: ServerApi, filter: HubImagesFilter) =>
  api.image.getFeed.infiniteQueryOptions(
    { ...filter, limit: GALLERY_PAGE_SIZES.large, browsingLevel: ALL_BROWSING_LEVELS },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
