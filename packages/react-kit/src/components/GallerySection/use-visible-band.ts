import { type RefObject, useEffect, useState } from 'react';

export interface Band {
  from: number;
  to: number;
}

/** Band steps, so scrolling re-renders every 200 px rather than on every scroll event. */
const STEP = 200;

/**
 * The part of a window-scrolled element that is on screen, widened by `overscan` px on both sides, in px from the
 * element's top. `initial` is used on the server and before the first measurement.
 */
export function useVisibleBand(ref: RefObject<HTMLElement | null>, overscan: number, initial: Band): Band {
  const [band, setBand] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const top = element.getBoundingClientRect().top;
      const from = Math.floor((-top - overscan) / STEP) * STEP;
      const to = Math.ceil((-top + window.innerHeight + overscan) / STEP) * STEP;
      setBand((prev) => (prev.from === from && prev.to === to ? prev : { from, to }));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ref, overscan]);
  return band;
}
