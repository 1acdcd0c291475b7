import { type RefObject, useEffect, useRef } from 'react';

export interface InfiniteLoadOptions {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  /** Start loading this far before the sentinel scrolls into view. */
  rootMargin?: string;
  /** Changes when a page arrives, to ask again while the sentinel is still in view. */
  itemCount: number;
}

/**
 * Calls `onLoadMore` when the sentinel is (nearly) visible, more items exist and none are loading; asks again after
 * each page while the sentinel stays visible. Without IntersectionObserver it does nothing (the caller shows a
 * "Load more" button).
 */
export function useInfiniteLoad(sentinel: RefObject<HTMLElement | null>, options: InfiniteLoadOptions): void {
  const { hasMore, isLoading, onLoadMore, rootMargin = '800px', itemCount } = options;
  const visible = useRef(false);
  const latest = useRef({ hasMore, isLoading, onLoadMore });
  latest.current = { hasMore, isLoading, onLoadMore };

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        visible.current = entries.some((entry) => entry.isIntersecting);
        const now = latest.current;
        if (visible.current && now.hasMore && !now.isLoading) now.onLoadMore();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, rootMargin]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: itemCount is the signal that a page arrived
  useEffect(() => {
    const now = latest.current;
    if (visible.current && now.hasMore && !now.isLoading) now.onLoadMore();
  }, [isLoading, hasMore, itemCount]);
}
