import { Button, ChoiceField, EmptyState, ReviewLabel, SegmentedChoice, Skeleton } from '@atelier/react-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { useTRPC } from '../api/trpc';
import { profileHref } from '../people/follow-list';
import * as styles from '../people/people.css';
import { RECOMMENDED_CHOICES, type ReviewsFilter, reviewsSearchOf } from './reviews-filter';
import { reviewsQueryOptions } from './reviews-query';
import { ALL_VERSIONS, reviewDateText, reviewLabelViewOf } from './to-reviews-view';

/** /models/{id}/reviews: the spec §9 label of the version (or model) and its reviews, filtered and paged. */
export function ReviewsPage() {
  const { modelId, filter } = useLoaderData<{ modelId: number; filter: ReviewsFilter }>();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const reviews = useInfiniteQuery(reviewsQueryOptions(trpc, modelId, filter));
  const first = reviews.data?.pages[0];
  const setFilter = (next: ReviewsFilter) =>
    navigate(`/models/${modelId}/reviews${reviewsSearchOf(next)}`, {
      replace: true,
      preventScrollReset: true,
    });
  if (!first) return <Skeleton shape="text" lines={6} />;
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const versionName = new Map(first.versions.map((version) => [version.id, version.name]));
  const modelHref = `/models/${modelId}${filter.modelVersionId === null ? '' : `?modelVersionId=${filter.modelVersionId}`}`;
  const filtered = filter.recommended !== null;
  return (
    <section className={styles.page} aria-labelledby="reviews-title">
      <header className={styles.header}>
        <h1 id="reviews-title" className={styles.heading}>
          Reviews of {first.model.name}
        </h1>
        <p className={styles.byline}>
          <ReviewLabel review={reviewLabelViewOf(first)} />
          <span>
            {first.totals.up} recommend · {first.totals.down} do not
          </span>
        </p>
        <nav aria-label="Back">
          <Link to={modelHref} className={styles.link}>
            Back to {first.model.name}
          </Link>
        </nav>
      </header>
      <section className={styles.actions} aria-label="Filters">
        <ChoiceField
          label="Version"
          value={filter.modelVersionId === null ? ALL_VERSIONS : String(filter.modelVersionId)}
          options={[
            { id: ALL_VERSIONS, label: 'All versions' },
            ...first.versions.map((version) => ({ id: String(version.id), label: version.name })),
          ]}
          onChange={(value) =>
            setFilter({ ...filter, modelVersionId: value === ALL_VERSIONS ? null : Number(value) })
          }
        />
        <SegmentedChoice
          label="Show"
          value={filter.recommended === null ? 'all' : String(filter.recommended)}
          options={[...RECOMMENDED_CHOICES]}
          onChange={(value) =>
            setFilter({ ...filter, recommended: value === 'all' ? null : value === 'true' })
          }
        />
      </section>
      {items.length === 0 ? (
        <EmptyState
          title={filtered ? 'No reviews match these filters' : 'No reviews yet'}
          {...(filtered
            ? {
                action: (
                  <Button onPress={() => setFilter({ ...filter, recommended: null })}>
                    Show all reviews
                  </Button>
                ),
              }
            : {})}
        />
      ) : (
        <ul className={styles.items} aria-label="Reviews">
          {items.map((review) => (
            <li key={review.id} className={styles.item}>
              <Link to={profileHref(review.user.username)} className={styles.itemName}>
                {review.user.username}
              </Link>
              <span>{review.recommended ? 'Recommends' : 'Does not recommend'}</span>
              <span className={styles.muted}>
                {versionName.get(review.modelVersionId) ?? ''} · {reviewDateText(review.createdAt)}
              </span>
              {review.details ? <p className={styles.details}>{review.details}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isLoading={reviews.isFetchingNextPage}
            onPress={() => reviews.fetchNextPage()}
          >
            Show more reviews
          </Button>
        </div>
      ) : null}
    </section>
  );
}
