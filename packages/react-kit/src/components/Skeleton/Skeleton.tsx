import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** CSS length or px number; defaults to the full width. */
  width?: number | string;
  /** CSS length or px number; text skeletons default to one line. */
  height?: number | string;
  shape?: 'text' | 'rect' | 'circle';
  /** For `shape="text"`: several lines, the last one shorter. */
  lines?: number;
}

const size = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder with the size of what is loading, so the layout does not jump. Hidden from assistive technology:
 * mark the loading region itself with `aria-busy` (and a visually hidden "Loading…" if it helps).
 */
export function Skeleton({ width, height, shape = 'rect', lines = 1 }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span className={styles.lines} aria-hidden="true" style={{ width: size(width) }} data-skeleton="">
        {Array.from({ length: lines }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
            key={i}
            className={styles.skeleton({ shape })}
            style={{ width: i === lines - 1 ? '60%' : '100%', height: size(height) }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={styles.skeleton({ shape })}
      aria-hidden="true"
      data-skeleton=""
      style={{ width: size(width) ?? '100%', height: size(height) }}
    />
  );
}
