/** Gallery page sizes: 25 on small screens, else 50 (spec §9). */
export const GALLERY_PAGE_SIZES = { small: 25, large: 50 } as const;
export type GalleryPageSize = 25 | 50;

export const galleryPageSize = (smallScreen: boolean): GalleryPageSize =>
  smallScreen ? GALLERY_PAGE_SIZES.small : GALLERY_PAGE_SIZES.large;

/** Gallery card sizes in pixels (spec §9). */
export const GALLERY_ITEM = { maxImageHeight: 600, headerHeight: 58, multipleImagesExtra: 8 } as const;

/** Debounces of the gallery moderation preferences (spec §9). */
export const GALLERY_DEBOUNCE_MS = { hiddenTagSearch: 300, levelUpdate: 1000 } as const;

/**
 * The first image's height in a gallery card: scaled to the column width and rounded, capped at 600; an image
 * without dimensions shows as a square.
 */
export const galleryImageHeight = (columnWidth: number, image: { width: number; height: number }): number => {
  if (image.width <= 0 || image.height <= 0) return Math.min(columnWidth, GALLERY_ITEM.maxImageHeight);
  return Math.min(GALLERY_ITEM.maxImageHeight, Math.round((columnWidth * image.height) / image.width));
};

/** A gallery card's height: its image, plus the 58-pixel header, plus 8 when the post has more than one image. */
export const galleryItemHeight = (item: {
  columnWidth: number;
  imageWidth: number;
  imageHeight: number;
  imageCount: number;
}): number =>
  galleryImageHeight(item.columnWidth, { width: item.imageWidth, height: item.imageHeight }) +
  GALLERY_ITEM.headerHeight +
  (item.imageCount > 1 ? GALLERY_ITEM.multipleImagesExtra : 0);
