import type { ImageUploadView, UploadedImageView } from '@atelier/react-kit';

/** An image of a post as `post.getInfinite` answers it (the fields the list shows). */
type PostImage = { id: number; url: string; width: number; height: number };

/** The images of the viewer's posts on the version, newest post first, each with its measured size. */
export const uploadedImages = (posts: readonly { images: readonly PostImage[] }[]): UploadedImageView[] =>
  posts
    .flatMap((post) => post.images)
    .map((image, index) => ({
      id: image.id,
      url: image.url,
      width: image.width,
      height: image.height,
      alt: `Image ${index + 1}`,
    }));

/** One chosen image and where its upload stands. */
export type ImageUpload = ImageUploadView & { file: File };

/** Chosen images, queued: each waits its turn (one transfer at a time keeps the bars readable and the server calm). */
export const queuedUploads = (files: readonly File[], firstKey: number): ImageUpload[] =>
  files.map((file, index) => ({
    id: `upload-${firstKey + index}`,
    name: file.name,
    file,
    sentKB: 0,
    totalKB: file.size / 1024,
    phase: 'waiting',
    error: null,
  }));

/** The upload to start now: none while one is moving or being added, else the first that waits. */
export const nextUpload = (uploads: readonly ImageUpload[]): ImageUpload | null =>
  uploads.some((upload) => upload.phase === 'uploading' || upload.phase === 'adding')
    ? null
    : (uploads.find((upload) => upload.phase === 'waiting') ?? null);

/** What the kit's card shows of each upload (without the file itself). */
export const uploadViews = (uploads: readonly ImageUpload[]): ImageUploadView[] =>
  uploads.map(({ file: _file, ...view }) => view);
