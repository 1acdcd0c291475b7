import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { Tone } from '../../theme/contract.css';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'subtle';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending'> {
  children: ReactNode;
  variant?: ButtonVariant;
  tone?: Tone;
  size?: ButtonSize;
  /** An icon before the label; decorative (hidden from assistive technology). */
  icon?: ReactNode;
  /** Shows a spinner, keeps focus and ignores presses while an action runs (react-aria announces it). */
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The kit's button: react-aria's Button with variant, tone, size and a loading state. */
export function Button({
  children,
  variant = 'primary',
  tone = 'brand',
  size = 'md',
  icon,
  isLoading = false,
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} isPending={isLoading} className={styles.button({ variant, tone, size })}>
      <span className={isLoading ? styles.hiddenLabel : styles.label}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {children}
      </span>
      {isLoading ? <span className={styles.spinner} aria-hidden="true" /> : null}
    </AriaButton>
  );
}
