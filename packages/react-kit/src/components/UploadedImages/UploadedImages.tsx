import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './UploadedImages.css';

export interface UploadedImageView {
  id: number;
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface UploadedImagesProps {
  /** The list's accessible name, e.g. "Images of v1.0". */
  label: string;
  /** null while loading: placeholders of the grid's size. */
  images: UploadedImageView[] | null;
  emptyTitle?: string;
  emptyDescription?: string;
}

/** Images already on the post, each with its size in pixels as the server measured it. */
export function UploadedImages({
  label,
  images,
  emptyTitle = 'No images yet',
  emptyDescription,
}: UploadedImagesProps) {
  if (images === null) {
    return (
      <section className={styles.grid} aria-busy="true" aria-label={label}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={160} />
        ))}
      </section>
    );
  }
  if (images.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <ul className={styles.grid} aria-label={label}>
      {images.map((image) => (
        <li key={image.id} className={styles.item}>
          <img
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            className={styles.image}
          />
          <span className={styles.size}>
            {image.width} × {image.height}
          </span>
        </li>
      ))}
    </ul>
  );
}
