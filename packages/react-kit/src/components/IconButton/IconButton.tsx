import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { Tone } from '../../theme/contract.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import * as buttonStyles from '../Button/Button.css';
import { Tooltip } from '../Tooltip/Tooltip';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label' | 'isPending'> {
  /** The accessible name, also shown as the tooltip. Required: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  tone?: Tone;
  size?: ButtonSize;
  /** Show the label as a tooltip on hover and focus (default true). */
  showTooltip?: boolean;
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button with only an icon; its label is the accessible name and the tooltip. */
export function IconButton({
  label,
  icon,
  variant = 'subtle',
  tone = 'neutral',
  size = 'md',
  showTooltip = true,
  isLoading = false,
  ...props
}: IconButtonProps) {
  return (
    <Tooltip content={label} isDisabled={!showTooltip}>
      <AriaButton
        {...props}
        aria-label={label}
        isPending={isLoading}
        className={buttonStyles.button({ variant, tone, size, iconOnly: true })}
      >
        <span className={isLoading ? buttonStyles.hiddenLabel : buttonStyles.label} aria-hidden="true">
          {icon}
        </span>
        {isLoading ? <span className={buttonStyles.spinner} aria-hidden="true" /> : null}
      </AriaButton>
    </Tooltip>
  );
}
