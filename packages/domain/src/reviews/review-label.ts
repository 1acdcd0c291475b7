import type { ReviewTotals } from './review.js';

/** Every review label, ordered from worst to best: the order the monotonicity property is stated in. */
export const REVIEW_LABELS = [
  'Overwhelmingly Negative',
  'Very Negative',
  'Negative',
  'Mostly Negative',
  'Mixed',
  'Mostly Positive',
  'Positive',
  'Very Positive',
  'Overwhelmingly Positive',
] as const;
export type ReviewLabel = (typeof REVIEW_LABELS)[number];

/**
 * The summary label for a share `positiveRatio` (0..1) of positive reviews among `count` reviews, exactly as
 * spec §9 states it. Note the spec's one quirk: under 10 reviews a ratio below 0.2 reads "Mixed" (too few reviews
 * to call it negative), which ranks above the "Mostly Negative" given to ratios 0.2..0.4.
 */
export const reviewLabel = (positiveRatio: number, count: number): ReviewLabel => {
  if (positiveRatio < 0.2) {
    if (count < 10) return 'Mixed';
    if (count < 50) return 'Negative';
    if (count < 500) return 'Very Negative';
    return 'Overwhelmingly Negative';
  }
  if (positiveRatio < 0.4) return 'Mostly Negative';
  if (positiveRatio < 0.7) return 'Mixed';
  if (positiveRatio < 0.8) return 'Mostly Positive';
  if (count < 50) return 'Positive';
  if (count < 500 || positiveRatio < 0.95) return 'Very Positive';
  return 'Overwhelmingly Positive';
};

/** The label for review totals, or null when there are no reviews yet ("No reviews yet"). */
export const reviewLabelOf = (totals: ReviewTotals): ReviewLabel | null => {
  const count = totals.up + totals.down;
  return count === 0 ? null : reviewLabel(totals.up / count, count);
};
