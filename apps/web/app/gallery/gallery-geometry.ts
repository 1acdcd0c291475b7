import {
  GALLERY_ITEM,
  galleryImageHeight,
  galleryItemHeight,
  MASONRY,
  masonryColumns,
} from '@atelier/domain';
import type { MasonryLayout, PostCardGeometry } from '@atelier/react-kit';

/** The gallery's masonry by the domain's rule (spec §9): 320-pixel columns with 16-pixel gaps, at most 6. */
export const GALLERY_MASONRY: MasonryLayout = {
  gap: MASONRY.gap,
  columns: (containerWidth) => masonryColumns(containerWidth, { maxColumns: MASONRY.galleryMaxColumns }),
};

/** Post cards sized by the domain's rule (spec §9), so the masonry places them before their images load. */
export const POST_CARD_GEOMETRY: PostCardGeometry = {
  imageHeight: (image, columnWidth) => galleryImageHeight(columnWidth, image),
  cardHeight: (post, columnWidth) =>
    galleryItemHeight({
      columnWidth,
      imageWidth: post.image.width,
      imageHeight: post.image.height,
      imageCount: post.imageCount,
    }),
};

/** The tallest a gallery card gets (spec §9: image 600 plus header 58). */
export const MAX_CARD_HEIGHT = GALLERY_ITEM.maxImageHeight + GALLERY_ITEM.headerHeight;
