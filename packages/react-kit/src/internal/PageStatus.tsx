import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import * as buttonStyles from '../components/Button/Button.css';
import type { LinkView } from '../view-models/common';
import * as styles from './PageStatus.css';

export interface PageStatusProps {
  /** The caller's text (a spec text where the spec gives one). */
  title: string;
  description?: ReactNode;
  /** e.g. `{ label: 'Browse models', href: '/models' }`. */
  action?: LinkView;
  /** 1 when it replaces the whole page (the default). */
  headingLevel?: 1 | 2;
}

/** A whole-page state: icon, heading, text and one way onwards. */
export function PageStatus({
  icon,
  title,
  description,
  action,
  headingLevel = 1,
}: PageStatusProps & { icon: ReactNode }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? (
        <Link
          href={action.href}
          className={buttonStyles.button({ variant: 'primary', tone: 'brand', size: 'md' })}
        >
          {action.label}
        </Link>
      ) : null}
    </section>
  );
}
