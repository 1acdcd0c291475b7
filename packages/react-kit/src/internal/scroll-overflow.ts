import { useCallback, useLayoutEffect, useState } from 'react';

export interface ScrollOverflow {
  /** Content is hidden before the start (left in LTR). */
  start: boolean;
  /** Content is hidden after the end. */
  end: boolean;
}

/** Whether a horizontal scroller hides content on either side; 1 px of slack for sub-pixel layouts. */
export function overflowState(scrollLeft: number, scrollWidth: number, clientWidth: number): ScrollOverflow {
  return { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 };
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * Tracks a horizontal scroller's overflow (on scroll and resize) and scrolls it by most of a page, for the arrow
 * buttons of scrollable bars. `ref` is a callback ref, so a scroller that mounts later (after loading) is tracked
 * too. Before it is measured (server render) nothing overflows.
 */
export function useScrollOverflow<T extends HTMLElement>(): {
  ref: (element: T | null) => void;
  element: T | null;
  overflow: ScrollOverflow;
  scrollByPage: (direction: -1 | 1) => void;
} {
  const [element, setElement] = useState<T | null>(null);
  const [overflow, setOverflow] = useState<ScrollOverflow>({ start: false, end: false });

  useIsomorphicLayoutEffect(() => {
    if (!element) return;
    const update = () => {
      const next = overflowState(element.scrollLeft, element.scrollWidth, element.clientWidth);
      setOverflow((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [element]);

  const scrollByPage = useCallback(
    (direction: -1 | 1) => {
      if (!element) return;
      const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollBy({
        left: direction * element.clientWidth * 0.8,
        behavior: reducedMotion ? 'auto' : 'smooth',
      });
    },
    [element],
  );

  return { ref: setElement, element, overflow, scrollByPage };
}
