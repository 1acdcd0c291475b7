import { ImagesIcon } from '../../icons';
import * as styles from './ResponsiveImage.css';

export interface ImagePlaceholderProps {
  /** A word or two in place of the picture, e.g. the model's type; decorative (the card names the model). */
  label?: string;
  className?: string;
}

/**
 * What a card shows when it has no picture: a soft tinted tile with an image icon, in the box a picture would take
 * (its parent sets the size), in light and dark. Hidden from assistive technology.
 */
export function ImagePlaceholder({ label, className }: ImagePlaceholderProps) {
  return (
    <span className={[styles.placeholderTile, className ?? ''].filter(Boolean).join(' ')} aria-hidden="true">
      <ImagesIcon />
      {label ? <span className={styles.placeholderLabel}>{label}</span> : null}
    </span>
  );
}
