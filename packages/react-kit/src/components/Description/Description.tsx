import { type ReactNode, useId, useState } from 'react';
import { Button } from '../Button/Button';
import * as styles from './Description.css';

export interface DescriptionProps {
  /** Already sanitised HTML (the caller sanitises); or pass `children`. */
  html?: string;
  children?: ReactNode;
  /** The caller's rule (spec §5: plain text over 150 characters): clamp to the preview and offer "Show more". */
  isLong: boolean;
  /** Spec §9: 200 in the version panel, 460 in the main column. */
  previewHeight: 200 | 460;
  defaultExpanded?: boolean;
  labels?: { showMore?: string; showLess?: string };
}

/**
 * A model or version description. When long it is clipped to the preview height with a fade and a
 * "Show more" / "Show less" button (`aria-expanded`); the full text stays in the page for search engines.
 */
export function Description({
  html,
  children,
  isLong,
  previewHeight,
  defaultExpanded = false,
  labels,
}: DescriptionProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const id = useId();
  const clamped = isLong && !expanded;
  const className = styles.content({ clamp: clamped ? (String(previewHeight) as '200' | '460') : 'none' });
  return (
    <div className={styles.root}>
      {html === undefined ? (
        <div id={id} className={className} data-clamped={clamped || undefined}>
          {children}
        </div>
      ) : (
        <div
          id={id}
          className={className}
          data-clamped={clamped || undefined}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the caller passes sanitised HTML (see `html`)
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      {isLong ? (
        <Button
          variant="subtle"
          tone="brand"
          size="sm"
          aria-expanded={expanded}
          aria-controls={id}
          onPress={() => setExpanded((value) => !value)}
        >
          {expanded ? (labels?.showLess ?? 'Show less') : (labels?.showMore ?? 'Show more')}
        </Button>
      ) : null}
    </div>
  );
}
