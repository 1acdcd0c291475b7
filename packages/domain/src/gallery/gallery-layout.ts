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
 * A gallery card's height: the first image scaled to the column width, capped at 600, plus the 58-pixel header,
 * plus 8 when the post has more than one image.
 */
export const galleryItemHeight = (item: {
  columnWidth: number;
  imageWidth: number;
  imageHeight: number;
  imageCount: number;
}): number => {
  const scaled =
    item.imageWidth > 0
      ? (item.imageHeight / item.imageWidth) * item.columnWidth
      : GALLERY_ITEM.maxImageHeight;
  const image = Math.min(scaled, GALLERY_ITEM.maxImageHeight);
  return image + GALLERY_ITEM.headerHeight + (item.imageCount > 1 ? GALLERY_ITEM.multipleImagesExtra : 0);
};
