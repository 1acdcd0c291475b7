import { imageSources } from '@atelier/domain';
import type { PictureView } from '@atelier/react-kit';

/** What the API says of a stored image that a page needs to show it. */
type StoredImage = { url: string; width: number; height: number; hash: string | null };

/**
 * A stored image as the kit's `ResponsiveImage` takes it: the original, its AVIF/WebP variants (`imageSources`,
 * none for images without a content key) and its BlurHash placeholder.
 */
export const toPicture = (image: StoredImage, alt: string): PictureView => ({
  url: image.url,
  width: image.width,
  height: image.height,
  alt,
  sources: imageSources(image),
  placeholder: image.hash,
});
