import { strictId } from '@atelier/domain';

/** What the reviews page shows: one version's reviews or all, and all, only thumbs up or only thumbs down. */
export type ReviewsFilter = { modelVersionId: number | null; recommended: boolean | null };

export const RECOMMENDED_CHOICES = [
  { id: 'all', label: 'All reviews' },
  { id: 'true', label: 'Recommended' },
  { id: 'false', label: 'Not recommended' },
] as const;

/** `?modelVersionId=` and `?recommended=true|false`; anything else means no filter. */
export const reviewsFilterFrom = (params: URLSearchParams): ReviewsFilter => {
  const recommended = params.get('recommended');
  return {
    // An id the API would refuse as input reads as no filter, like any other unusable value.
    modelVersionId: strictId(params.get('modelVersionId')),
    recommended: recommended === 'true' ? true : recommended === 'false' ? false : null,
  };
};

/** The page's query string for a filter (the way back to it, and what the filters write). */
export const reviewsSearchOf = (filter: ReviewsFilter): string => {
  const params = new URLSearchParams();
  if (filter.modelVersionId !== null) params.set('modelVersionId', String(filter.modelVersionId));
  if (filter.recommended !== null) params.set('recommended', String(filter.recommended));
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
};
