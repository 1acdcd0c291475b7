import type { ReviewLabelKind, ReviewLabelView } from '@atelier/react-kit';

/** The version filter's "no version" choice. */
export const ALL_VERSIONS = 'all';

/** The label the server chose (spec §9) as the kit shows it; null: "No reviews yet". */
export const reviewLabelViewOf = (page: {
  label: string | null;
  totals: { up: number; down: number };
}): ReviewLabelView | null =>
  page.label === null
    ? null
    : {
        kind: page.label.toLowerCase().replaceAll(' ', '-') as ReviewLabelKind,
        text: page.label,
        count: page.totals.up + page.totals.down,
      };

// UTC keeps the server's and the browser's text the same.
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export const reviewDateText = (date: Date) => day.format(date);
