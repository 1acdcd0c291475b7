import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** The spec's text, e.g. "No results found", "No reviews yet", "There are no items for this collection". */
  title: string;
  description?: ReactNode;
  /** Decorative icon above the title. */
  icon?: ReactNode;
  /** e.g. a Button to clear filters or add the first review. */
  action?: ReactNode;
}

/** What an empty list shows instead of nothing. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
