import { Link } from 'react-aria-components';
import type { ResourceCardView } from '../../view-models/gallery';
import { Badge } from '../Badge/Badge';
import { ImagePlaceholder } from '../ResponsiveImage/ImagePlaceholder';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import * as styles from './ResourceCarousel.css';

export interface ResourceCardProps {
  resource: ResourceCardView;
  /** The card's rendered width, for the browser's choice among the cover's sources. */
  sizes?: string;
  /** A card on the first screen (the page's largest paint): its cover loads eagerly. */
  priority?: boolean;
}

/**
 * A model as a card: its cover (3:4, cropped; a tinted placeholder with its type when it has none), name, type badge,
 * version, creator and an optional detail line. The whole card is one link.
 */
export function ResourceCard({ resource, sizes = '200px', priority = false }: ResourceCardProps) {
  const { image } = resource;
  return (
    <Link href={resource.href} className={styles.card}>
      <span className={styles.cover}>
        {image ? (
          <ResponsiveImage
            src={image.url}
            width={image.width}
            height={image.height}
            alt={image.alt}
            sources={image.sources ?? []}
            sizes={sizes}
            placeholder={image.placeholder ?? null}
            priority={priority}
            fill
          />
        ) : (
          <ImagePlaceholder label={resource.typeLabel} />
        )}
      </span>
      <span className={styles.name}>{resource.name}</span>
      <span className={styles.meta}>
        <Badge>{resource.typeLabel}</Badge>
        {resource.versionName ? <span>{resource.versionName}</span> : null}
        {resource.creatorName ? <span>· {resource.creatorName}</span> : null}
      </span>
      {resource.detail ? <span className={styles.meta}>{resource.detail}</span> : null}
    </Link>
  );
}
