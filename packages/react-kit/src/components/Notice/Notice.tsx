import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { AlertIcon, CheckIcon, InfoIcon } from '../../icons';
import type { Tone } from '../../theme/contract.css';
import type { LinkView } from '../../view-models/common';
import * as styles from './Notice.css';

const icons: Record<Tone, ReactNode> = {
  neutral: <InfoIcon />,
  brand: <InfoIcon />,
  positive: <CheckIcon />,
  caution: <AlertIcon />,
  critical: <AlertIcon />,
};

export interface NoticeProps {
  tone?: Tone;
  /** The caller's text, e.g. "Discussion is turned off for this model." */
  title: string;
  body?: ReactNode;
  /** e.g. the appeal link `/content/content-appeal`. */
  action?: LinkView;
  /** More actions (e.g. the owner's "Request review" button). */
  children?: ReactNode;
  /** `status` announces a notice that appears after an action; page notices present at load need no role. */
  role?: 'status' | 'alert';
  /** Replaces the tone's icon. */
  icon?: ReactNode;
}

/**
 * A page notice: tone, title, body and an optional link. Every notice of spec §8 is one of these, with the
 * caller's text (violation with appeal link, discussion off, archived, taken down, not available with current
 * settings, inaccurate images, ownership dispute, missing files).
 */
export function Notice({ tone = 'neutral', title, body, action, children, role, icon }: NoticeProps) {
  return (
    <div className={styles.notice({ tone })} data-tone={tone} role={role}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? icons[tone]}
      </span>
      <div className={styles.content}>
        <p className={styles.title}>{title}</p>
        {body ? <div className={styles.body}>{body}</div> : null}
        {action || children ? (
          <div className={styles.actions}>
            {action ? (
              <Link href={action.href} className={styles.link}>
                {action.label}
              </Link>
            ) : null}
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
