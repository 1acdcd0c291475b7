import { Link } from 'react-aria-components';
import { formatCompactNumber, formatNumber } from '../../internal/format';
import { visuallyHidden } from '../../theme/base.css';
import type { ReviewLabelKind, ReviewLabelView } from '../../view-models/review';
import * as styles from './ReviewLabel.css';

export type ReviewTone = 'positive' | 'caution' | 'critical';

/** Green for the positive labels, amber for mixed, red for the negative ones. */
export function reviewTone(kind: ReviewLabelKind): ReviewTone {
  if (kind === 'mixed') return 'caution';
  return kind.endsWith('positive') ? 'positive' : 'critical';
}

export interface ReviewLabelProps {
  /** `null`: no reviews yet, shows `emptyText`. */
  review: ReviewLabelView | null;
  emptyText?: string;
  /** Word after the count for assistive technology: "1,234 reviews". */
  reviewsWord?: string;
}

/** "Very Positive (1.2K)" in the label's tone; a link to the reviews when the view has an href. */
export function ReviewLabel({
  review,
  emptyText = 'No reviews yet',
  reviewsWord = 'reviews',
}: ReviewLabelProps) {
  if (!review) return <span className={styles.label({ tone: 'neutral' })}>{emptyText}</span>;
  const tone = reviewTone(review.kind);
  const content = (
    <>
      {review.text}
      <span className={styles.count} aria-hidden="true">
        ({formatCompactNumber(review.count)})
      </span>
      <span className={visuallyHidden}>
        {' '}
        ({formatNumber(review.count)} {reviewsWord})
      </span>
    </>
  );
  const className = styles.label({ tone });
  return review.href ? (
    <Link href={review.href} className={className} data-tone={tone}>
      {content}
    </Link>
  ) : (
    <span className={className} data-tone={tone}>
      {content}
    </span>
  );
}
