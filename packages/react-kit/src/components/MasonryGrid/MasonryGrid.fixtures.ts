import type { MasonryLayout } from './MasonryGrid';

/**
 * A stand-in for the domain's `masonryColumns`, which the web app passes (spec §9): 320-pixel columns with 16-pixel
 * gaps, at most `maxColumns`, a lone column as wide as the container up to 450.
 */
export const masonryLayout = (maxColumns = 7): MasonryLayout => ({
  gap: 16,
  columns: (containerWidth) => {
    const count = Math.max(1, Math.min(maxColumns, Math.floor((containerWidth + 16) / 336)));
    return { count, width: count === 1 ? Math.min(Math.max(0, containerWidth), 450) : 320 };
  },
});
