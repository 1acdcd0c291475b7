import type { ReactNode } from 'react';
import type { Tone } from '../../theme/contract.css';
import * as styles from './Badge.css';

export interface BadgeProps {
  children: ReactNode;
  tone?: Tone;
  /** A decorative icon before the text. */
  icon?: ReactNode;
}

/** A small pill for short facts: file format and fp, model type, status, "Early Access". Not interactive. */
export function Badge({ children, tone = 'neutral', icon }: BadgeProps) {
  return (
    <span className={styles.badge({ tone })} data-tone={tone}>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {children}
    </span>
  );
}
