import { Notice, SegmentedChoice, Skeleton } from '@atelier/react-kit';
import type { ReviewStep } from './post-create-view';
import * as styles from './posts.css';

export type ReviewChoiceProps = {
  step: ReviewStep;
  modelName: string;
  recommended: boolean | null;
  onChoose: (recommended: boolean) => void;
  /** The post (and so the review) exists: the thumb is chosen. */
  isLocked: boolean;
};

const THUMBS = [
  { id: 'up', label: 'Recommend' },
  { id: 'down', label: "Don't recommend" },
];

/**
 * A review post's first question: the viewer's thumb, when they have no review of the version yet; the review the
 * post joins, when they have; or why they may not review (the server's rule, said by the catalogue).
 */
export function ReviewChoice({ step, modelName, recommended, onChoose, isLocked }: ReviewChoiceProps) {
  switch (step.kind) {
    case 'loading':
      return <Skeleton height={48} />;
    case 'blocked':
      return <Notice tone="caution" title="You cannot add a review post" body={step.reason} />;
    case 'existing':
      return (
        <Notice
          tone="neutral"
          title={step.recommended ? 'You recommend this version' : "You don't recommend this version"}
          body="This post joins your review."
        />
      );
    case 'choose':
      return (
        <section className={styles.section}>
          <SegmentedChoice
            label={`Do you recommend ${modelName}?`}
            description="Your review is saved with the post's first image."
            options={THUMBS}
            value={recommended === null ? '' : recommended ? 'up' : 'down'}
            onChange={(value) => onChoose(value === 'up')}
            isDisabled={isLocked}
          />
        </section>
      );
  }
}
