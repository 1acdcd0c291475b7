/** Masonry grid constants (spec §9). */
export const MASONRY = {
  columnWidth: 320,
  gap: 16,
  maxColumns: 7,
  galleryMaxColumns: 6,
  singleColumnMaxWidth: 450,
} as const;

/**
 * How many fixed-width columns fit a container (at least one, at most `maxColumns`: 7, or 6 in the gallery) and
 * how wide each is. A lone column stretches to the container, up to 450 pixels.
 */
export const masonryColumns = (
  containerWidth: number,
  { maxColumns = MASONRY.maxColumns }: { maxColumns?: number } = {},
): { count: number; width: number } => {
  const width = Math.max(0, containerWidth);
  const fits = Math.floor((width + MASONRY.gap) / (MASONRY.columnWidth + MASONRY.gap));
  const count = Math.max(1, Math.min(fits, Math.max(1, Math.floor(maxColumns))));
  if (count === 1) return { count, width: Math.min(width, MASONRY.singleColumnMaxWidth) };
  return { count, width: MASONRY.columnWidth };
};
