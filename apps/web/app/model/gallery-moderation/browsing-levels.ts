import type { BrowsingLevelOptionView } from '@atelier/react-kit';

/** The browsing level bits a gallery can allow (the domain's ALL_BROWSING_LEVELS is their sum, 31). */
export const BROWSING_LEVEL_OPTIONS: BrowsingLevelOptionView[] = [
  { value: 1, label: 'PG' },
  { value: 2, label: 'PG-13' },
  { value: 4, label: 'R' },
  { value: 8, label: 'X' },
  { value: 16, label: 'XXX' },
];
