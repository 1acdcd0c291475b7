import { IMAGES_FEED_SORTS, SEARCH_PERIODS } from '@atelier/domain';
import { ChoiceField, GallerySection, type PostCardView } from '@atelier/react-kit';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { useTRPC } from '../api/trpc';
import * as styles from './gallery.css';
import { GALLERY_MASONRY, POST_CARD_GEOMETRY } from './gallery-geometry';
import {
  type HubImagesFilter,
  hubImagesQueryOptions,
  hubImagesSearchOf,
  PERIOD_LABELS,
  SORT_LABELS,
} from './hub-images';
import { toPostCard } from './to-post-card';

/** /images: the hub's posts, each as its version's gallery shows it to this viewer, by sort and period. */
export function HubImagesPage() {
  const { filter } = useLoaderData<{ filter: HubImagesFilter }>();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const feed = useInfiniteQuery({
    ...hubImagesQueryOptions(trpc, filter),
    placeholderData: keepPreviousData,
  });
  const posts = useMemo(
    () =>
      (feed.data?.pages ?? [])
        .flatMap((page) => page.items)
        .map(toPostCard)
        .filter((card): card is PostCardView => card !== null),
    [feed.data],
  );
  const choose = (next: HubImagesFilter) =>
    navigate(`/images${hubImagesSearchOf(next)}`, { replace: true, preventScrollReset: true });
  return (
    <article className={styles.page} aria-labelledby="images-title">
      <header className={styles.pageHeader}>
        <h1 id="images-title" className={styles.pageTitle}>
          Images
        </h1>
        <div className={styles.filters}>
          <ChoiceField
            label="Sort"
            value={filter.sort}
            options={IMAGES_FEED_SORTS.map((sort) => ({ id: sort, label: SORT_LABELS[sort] }))}
            onChange={(sort) => choose({ ...filter, sort: sort as HubImagesFilter['sort'] })}
          />
          <ChoiceField
            label="Period"
            value={filter.period}
            options={SEARCH_PERIODS.map((period) => ({ id: period, label: PERIOD_LABELS[period] }))}
            onChange={(period) => choose({ ...filter, period: period as HubImagesFilter['period'] })}
          />
        </div>
      </header>
      <GallerySection
        posts={posts}
        status={
          feed.isError && feed.data === undefined ? 'error' : feed.data === undefined ? 'loading' : 'ready'
        }
        onRetry={() => void feed.refetch()}
        hasMore={feed.hasNextPage}
        isLoadingMore={feed.isFetchingNextPage}
        onLoadMore={() => void feed.fetchNextPage()}
        layout={GALLERY_MASONRY}
        geometry={POST_CARD_GEOMETRY}
        headingLevel={2}
      />
    </article>
  );
}
