import { type ReactNode, useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { useScrollOverflow } from '../../internal/scroll-overflow';
import { visuallyHidden } from '../../theme/base.css';
import type { ResourceCardView } from '../../view-models/gallery';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Notice } from '../Notice/Notice';
import { Skeleton } from '../Skeleton/Skeleton';
import { ResourceCard } from './ResourceCard';
import * as styles from './ResourceCarousel.css';

export interface ResourceCarouselLabels {
  previous: string;
  next: string;
  empty: string;
  error: string;
  retry: string;
  loading: string;
}

const defaultLabels: ResourceCarouselLabels = {
  previous: 'Previous resources',
  next: 'Next resources',
  empty: 'No resources yet',
  error: 'Could not load the resources.',
  retry: 'Try again',
  loading: 'Loading resources',
};

export interface ResourceCarouselProps {
  /** e.g. "Suggested Resources" or "Associated Resources". */
  title: string;
  resources: ResourceCardView[];
  status?: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  /** The owner's "Manage" button (or menu). */
  manageSlot?: ReactNode;
  headingLevel?: 2 | 3;
  labels?: Partial<ResourceCarouselLabels>;
}

/** Recommended or associated resources as a horizontally scrollable row of cards, with arrows when it overflows. */
export function ResourceCarousel({
  title,
  resources,
  status = 'ready',
  onRetry,
  manageSlot,
  headingLevel = 2,
  labels,
}: ResourceCarouselProps) {
  const text = { ...defaultLabels, ...labels };
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const { ref, overflow, scrollByPage } = useScrollOverflow<HTMLUListElement>();
  const overflowing = overflow.start || overflow.end;

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className={styles.scroller} aria-busy="true">
        <span className={visuallyHidden}>{text.loading}</span>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.item}>
            <Skeleton height={300} />
          </div>
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = (
      <Notice tone="critical" title={text.error}>
        {onRetry ? (
          <Button size="sm" variant="secondary" tone="critical" onPress={onRetry}>
            {text.retry}
          </Button>
        ) : null}
      </Notice>
    );
  } else if (resources.length === 0) {
    body = <p className={styles.muted}>{text.empty}</p>;
  } else {
    body = (
      <ul ref={ref} className={styles.scroller} aria-labelledby={headingId}>
        {resources.map((resource) => (
          <li key={resource.id} className={styles.item}>
            <ResourceCard resource={resource} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {manageSlot}
        {overflowing ? (
          <>
            <IconButton
              label={text.previous}
              icon={<ChevronLeftIcon />}
              size="sm"
              excludeFromTabOrder
              isDisabled={!overflow.start}
              onPress={() => scrollByPage(-1)}
            />
            <IconButton
              label={text.next}
              icon={<ChevronRightIcon />}
              size="sm"
              excludeFromTabOrder
              isDisabled={!overflow.end}
              onPress={() => scrollByPage(1)}
            />
          </>
        ) : null}
      </div>
      {body}
    </section>
  );
}
