import {
  BoltIcon,
  DownloadIcon,
  formatCompactNumber,
  PlusIcon,
  ThumbUpIcon,
  visuallyHidden,
} from '@atelier/react-kit';
import type { ReactNode } from 'react';
import type { ModelPageView } from '../model-types';
import * as styles from './head.css';

/** Downloads, thumbs up, collected and tipped, as compact numbers (12.3k) with their names for screen readers. */
export function ModelStats({ page }: { page: ModelPageView }) {
  const { rank } = page.model;
  return (
    <ul className={styles.row} aria-label="Stats">
      <Stat icon={<DownloadIcon />} value={rank.downloadCountAllTime} label="downloads" />
      <Stat icon={<ThumbUpIcon />} value={rank.thumbsUpCountAllTime} label="thumbs up" />
      {/* The kit has no collection icon; a plus reads as "added to collections". */}
      <Stat icon={<PlusIcon />} value={rank.collectedCountAllTime} label="collected" />
      <Stat icon={<BoltIcon />} value={rank.tippedAmountCountAllTime} label="Buzz tipped" />
    </ul>
  );
}

function Stat({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  return (
    <li className={styles.stat} title={`${value.toLocaleString('en-US')} ${label}`}>
      <span aria-hidden="true">{icon}</span>
      {formatCompactNumber(value)}
      <span className={visuallyHidden}> {label}</span>
    </li>
  );
}
