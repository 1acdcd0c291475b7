import type { ReactNode } from 'react';
import { formatCompactNumber, formatNumber } from '../../internal/format';
import type { VersionDetailsView } from '../../view-models/version';
import { ReviewLabel } from '../ReviewLabel/ReviewLabel';
import * as styles from './DetailsAccordion.css';

export interface DetailsLabels {
  details: string;
  type: string;
  stats: string;
  reviews: string;
  uploaded: string;
  published: string;
  baseModel: string;
  training: string;
  steps: string;
  epochs: string;
  clipSkip: string;
  strength: string;
}

export const defaultDetailsLabels: DetailsLabels = {
  details: 'Details',
  type: 'Type',
  stats: 'Stats',
  reviews: 'Reviews',
  uploaded: 'Uploaded',
  published: 'Published',
  baseModel: 'Base Model',
  training: 'Training',
  steps: 'Steps',
  epochs: 'Epochs',
  clipSkip: 'Clip Skip',
  strength: 'Strength',
};

export interface DetailsRow {
  key: string;
  label: string;
  content: ReactNode;
}

const present = <T,>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** The version's detail rows in the layout's order; absent values leave their row out. */
export function detailsRows(details: VersionDetailsView, labels: DetailsLabels): DetailsRow[] {
  const rows: (DetailsRow | null)[] = [
    { key: 'type', label: labels.type, content: details.type },
    details.stats.length > 0
      ? {
          key: 'stats',
          label: labels.stats,
          content: (
            <ul className={styles.inlineList}>
              {details.stats.map((stat) => (
                <li key={stat.key}>
                  <span className={styles.number}>{formatCompactNumber(stat.value)}</span> {stat.label}
                </li>
              ))}
            </ul>
          ),
        }
      : null,
    { key: 'reviews', label: labels.reviews, content: <ReviewLabel review={details.reviews} /> },
    {
      key: 'uploaded',
      label: labels.uploaded,
      content: <time dateTime={details.uploaded.iso}>{details.uploaded.text}</time>,
    },
    details.published
      ? {
          key: 'published',
          label: labels.published,
          content: <time dateTime={details.published.iso}>{details.published.text}</time>,
        }
      : null,
    { key: 'baseModel', label: labels.baseModel, content: details.baseModel },
    trainingRow(details.training, labels),
    present(details.clipSkip)
      ? { key: 'clipSkip', label: labels.clipSkip, content: formatNumber(details.clipSkip) }
      : null,
    present(details.strength) ? { key: 'strength', label: labels.strength, content: details.strength } : null,
  ];
  return rows.filter(present);
}

function trainingRow(training: VersionDetailsView['training'], labels: DetailsLabels): DetailsRow | null {
  const parts = [
    present(training?.steps) ? `${labels.steps}: ${formatNumber(training.steps)}` : null,
    present(training?.epochs) ? `${labels.epochs}: ${formatNumber(training.epochs)}` : null,
  ].filter(present);
  return parts.length > 0 ? { key: 'training', label: labels.training, content: parts.join(', ') } : null;
}

export function RowList({ rows }: { rows: DetailsRow[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row} data-row={row.key}>
          <dt className={styles.term}>{row.label}</dt>
          <dd className={styles.value}>{row.content}</dd>
        </div>
      ))}
    </dl>
  );
}
