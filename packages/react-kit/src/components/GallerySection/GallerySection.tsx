import { type ReactNode, useCallback, useId, useMemo, useRef } from 'react';
import { SearchIcon } from '../../icons';
import { visuallyHidden } from '../../theme/base.css';
import type { PostCardView } from '../../view-models/gallery';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import type { MasonryLayout } from '../MasonryGrid/MasonryGrid';
import { Notice } from '../Notice/Notice';
import { PostCard, type PostCardGeometry } from '../PostCard/PostCard';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './GallerySection.css';
import { GalleryToolbar, type GalleryToolbarProps } from './GalleryToolbar';
import { useInfiniteLoad } from './use-infinite-load';
import { VirtualMasonry } from './VirtualMasonry';

export interface GalleryLabels {
  title: string;
  empty: string;
  end: string;
  loadingMore: string;
  loadMore: string;
  error: string;
  retry: string;
  loading: string;
}

const defaultLabels: GalleryLabels = {
  title: 'Gallery',
  empty: 'No results found',
  end: "You've reached the end",
  loadingMore: 'Loading more…',
  loadMore: 'Load more',
  error: 'Could not load the gallery.',
  retry: 'Try again',
  loading: 'Loading the gallery',
};

export interface GallerySectionProps {
  /** In display order (the caller puts pinned posts first). */
  posts: PostCardView[];
  /** The first page: loading (skeletons), error (retry) or ready. */
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Next page (the caller's page size: 25 on small screens, else 50). */
  onLoadMore: () => void;
  toolbar?: GalleryToolbarProps;
  /** The generated-exploration card, shown second among the cards; `height` is its height in the masonry. */
  explorationCard?: { content: ReactNode; height: number };
  /** A menu for each post's header (the owner's or moderator's `PostModerationMenu`); cards keep their height. */
  renderPostMenu?: (post: PostCardView) => ReactNode;
  /** How many of the first cards load their image eagerly (the page's largest paint). */
  priorityCount?: number;
  /** Columns and gap: the domain's rule (spec §9, at most 6 columns), passed by the presenter. */
  layout: MasonryLayout;
  /** Each post card's height at a column width: the domain's rule, passed by the presenter. */
  geometry: PostCardGeometry;
  initialWidth?: number;
  headingLevel?: 2 | 3;
  labels?: Partial<GalleryLabels>;
}

type GalleryItem = { kind: 'post'; post: PostCardView } | { kind: 'exploration' };

/**
 * The gallery: toolbar, a virtualised masonry of post cards (6 columns at most), infinite scroll with a visible
 * loading row, a "Load more" fallback and an end-of-list line, and the empty, loading and error states.
 */
export function GallerySection({
  posts,
  status,
  onRetry,
  hasMore,
  isLoadingMore,
  onLoadMore,
  toolbar,
  explorationCard,
  renderPostMenu,
  priorityCount = 3,
  layout,
  geometry,
  initialWidth,
  headingLevel = 2,
  labels,
}: GallerySectionProps) {
  const text = { ...defaultLabels, ...labels };
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const sentinel = useRef<HTMLDivElement>(null);
  const ready = status === 'ready';
  useInfiniteLoad(sentinel, {
    hasMore: ready && hasMore,
    isLoading: isLoadingMore,
    onLoadMore,
    itemCount: posts.length,
  });

  const items = useMemo<GalleryItem[]>(() => {
    const list: GalleryItem[] = posts.map((post) => ({ kind: 'post', post }));
    if (explorationCard && list.length > 0) list.splice(1, 0, { kind: 'exploration' });
    return list;
  }, [posts, explorationCard]);
  const explorationHeight = explorationCard?.height ?? 0;
  const getHeight = useCallback(
    (item: GalleryItem, width: number) =>
      item.kind === 'post' ? geometry.cardHeight(item.post, width) : explorationHeight,
    [geometry, explorationHeight],
  );

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className={styles.loadingGrid} aria-busy="true">
        <span className={visuallyHidden}>{text.loading}</span>
        {[360, 480, 300, 420, 380, 340].map((height, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <Skeleton key={i} height={height} />
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
  } else if (items.length === 0 && !hasMore && !isLoadingMore) {
    body = <EmptyState title={text.empty} icon={<SearchIcon />} />;
  } else {
    body = (
      <VirtualMasonry
        items={items}
        aria-label={text.title}
        layout={layout}
        initialWidth={initialWidth}
        getKey={(item) => (item.kind === 'post' ? item.post.postId : 'exploration')}
        getHeight={getHeight}
        renderItem={(item, index, width) =>
          item.kind === 'post' ? (
            <PostCard
              post={item.post}
              width={width}
              geometry={geometry}
              isPriority={index < priorityCount}
              menu={renderPostMenu?.(item.post)}
            />
          ) : (
            explorationCard?.content
          )
        }
      />
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {text.title}
      </Heading>
      {toolbar ? <GalleryToolbar {...toolbar} /> : null}
      {body}
      {ready ? (
        <div ref={sentinel} className={styles.status}>
          {/* One live region, present from the start, so "Loading more…" is announced each time. */}
          <span role="status">{isLoadingMore ? text.loadingMore : ''}</span>
          {!isLoadingMore && hasMore ? (
            <Button variant="secondary" tone="neutral" onPress={onLoadMore}>
              {text.loadMore}
            </Button>
          ) : null}
          {!hasMore && items.length > 0 ? <span>{text.end}</span> : null}
        </div>
      ) : null}
    </section>
  );
}
