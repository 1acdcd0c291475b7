import type { ReactNode } from 'react';
import type { Tone } from '../../theme/contract.css';
import { Badge } from '../Badge';
import * as styles from './ModerationQueueItem.css';

/** One row of a moderator queue (a review request, a report, a model in violation), worded by the web presenter. */
export interface ModerationQueueItemView {
  /** What the row is about ("Quiet Fields"); a link when `href` is given. */
  title: string;
  href: string | null;
  /** Short facts before the title ("Review request", "Version v2"). */
  badges: { label: string; tone?: Tone }[];
  /** Who and when, in words ("by ada_lumen · 28 Nov 2026, 09:00"). */
  meta: string;
  /** Lines of context ("Reason: spam"). */
  lines: string[];
  /** Someone's own words (the owner's appeal, the reporter's details), shown as a quote under `quoteLabel`. */
  quote: { label: string; text: string } | null;
}

export interface ModerationQueueItemProps {
  item: ModerationQueueItemView;
  /** The row's buttons (approve, decline, resolve…); each names its target in visually hidden text if needed. */
  actions?: ReactNode;
}

/** A row of a moderator queue (render inside a `<ul>`): what it is about, the context, and the moderator's actions. */
export function ModerationQueueItem({ item, actions }: ModerationQueueItemProps) {
  const { title, href, badges, meta, lines, quote } = item;
  return (
    <li className={styles.item} aria-label={title}>
      <h3 className={styles.heading}>
        {badges.map((badge) => (
          <Badge key={badge.label} tone={badge.tone ?? 'neutral'}>
            {badge.label}
          </Badge>
        ))}
        {href === null ? <span>{title}</span> : <a href={href}>{title}</a>}
      </h3>
      <p className={styles.meta}>{meta}</p>
      {lines.map((line) => (
        <p key={line} className={styles.meta}>
          {line}
        </p>
      ))}
      {quote === null ? null : (
        <figure className={styles.figure}>
          <figcaption className={styles.meta}>{quote.label}</figcaption>
          <blockquote className={styles.quote}>{quote.text}</blockquote>
        </figure>
      )}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </li>
  );
}
