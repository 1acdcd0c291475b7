import { useId } from 'react';
import { ToggleButton } from 'react-aria-components';
import { ThumbDownIcon, ThumbUpIcon } from '../../icons';
import { formatCompactNumber } from '../../internal/format';
import { visuallyHidden } from '../../theme/base.css';
import type { ReviewValue } from '../../view-models/review';
import { ReviewComment, type ReviewCommentLabels } from './ReviewComment';
import * as styles from './ReviewThumbs.css';

export interface ReviewThumbsLabels extends ReviewCommentLabels {
  group: string;
  up: string;
  down: string;
}

export interface ReviewThumbsProps {
  /** The viewer's review: up, down, or none. */
  value: ReviewValue;
  /** The review the viewer asked for: pressing the active thumb asks for `null` (delete), the other switches. */
  onChange: (next: ReviewValue) => void;
  isPending?: boolean;
  /** Totals shown on the thumbs. */
  counts?: { up: number; down: number };
  /** The viewer cannot review yet; the caller's reason (download first, muted, early access) is shown. */
  disabledReason?: string;
  /** With it, a comment field appears once the viewer has reviewed. */
  comment?: { defaultValue?: string; onSubmit: (text: string) => void; isPending?: boolean };
  labels?: Partial<ReviewThumbsLabels>;
}

const defaultLabels: ReviewThumbsLabels = {
  group: 'Your review',
  up: 'Recommend',
  down: "Don't recommend",
  comment: 'Comment (optional)',
  save: 'Save comment',
};

/** Thumbs up / down toggle buttons (`aria-pressed`), the reason when reviewing is not allowed, and a comment. */
export function ReviewThumbs({
  value,
  onChange,
  isPending = false,
  counts,
  disabledReason,
  comment,
  labels,
}: ReviewThumbsProps) {
  const text = { ...defaultLabels, ...labels };
  const reasonId = useId();
  const disabled = Boolean(disabledReason);
  const toggle = (pressed: 'up' | 'down') => {
    if (!isPending) onChange(value === pressed ? null : pressed);
  };
  return (
    <div className={styles.root}>
      <fieldset
        aria-describedby={disabledReason ? reasonId : undefined}
        aria-busy={isPending || undefined}
        className={styles.thumbs}
      >
        <legend className={visuallyHidden}>{text.group}</legend>
        {(['up', 'down'] as const).map((direction) => (
          <ToggleButton
            key={direction}
            isSelected={value === direction}
            onChange={() => toggle(direction)}
            isDisabled={disabled}
            data-pending={isPending || undefined}
            className={styles.thumb({ direction })}
          >
            {direction === 'up' ? <ThumbUpIcon /> : <ThumbDownIcon />}
            {direction === 'up' ? text.up : text.down}
            {counts ? <span className={styles.count}>{formatCompactNumber(counts[direction])}</span> : null}
          </ToggleButton>
        ))}
      </fieldset>
      {disabledReason ? (
        <p id={reasonId} className={styles.reason}>
          {disabledReason}
        </p>
      ) : null}
      {comment && value !== null && !disabled ? <ReviewComment {...comment} labels={text} /> : null}
    </div>
  );
}
