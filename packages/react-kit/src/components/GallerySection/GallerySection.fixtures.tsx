import type { GalleryToolbarProps } from './GalleryToolbar';

export const sortOptions = [
  { id: 'MostReactions', label: 'Most Reactions' },
  { id: 'Newest', label: 'Newest' },
  { id: 'MostComments', label: 'Most Comments' },
];

export const periodOptions = [
  { id: 'AllTime', label: 'All Time' },
  { id: 'Month', label: 'Month' },
  { id: 'Week', label: 'Week' },
];

export const galleryTags = [
  { id: 1, name: 'landscape' },
  { id: 2, name: 'portrait' },
  { id: 3, name: 'watercolor' },
  { id: 4, name: 'city' },
];

export function aToolbar(handlers: {
  onSort: (v: string) => void;
  onPeriod: (v: string) => void;
  onTags: (ids: number[]) => void;
}): GalleryToolbarProps {
  return {
    addPostHref: '/posts/create?modelId=1&modelVersionId=2',
    addReviewHref: '/posts/create?modelId=1&modelVersionId=2&reviewing=true',
    sort: { label: 'Sort', value: 'MostReactions', options: sortOptions, onChange: handlers.onSort },
    period: { label: 'Period', value: 'AllTime', options: periodOptions, onChange: handlers.onPeriod },
    tags: { items: galleryTags, selectedIds: [], onChange: handlers.onTags },
  };
}
