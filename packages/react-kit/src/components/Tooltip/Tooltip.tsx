import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, OverlayArrow, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The text shown; it also becomes the trigger's description for assistive technology while open. */
  content: ReactNode;
  /** One focusable react-aria element (for example the kit's Button); the tooltip opens on its hover and focus. */
  children: ReactNode;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Milliseconds of hover before opening; keyboard focus opens at once. */
  delay?: number;
  isDisabled?: boolean;
}

/** A hover/focus tooltip; `Esc` closes it. Never put the only copy of essential information in a tooltip. */
export function Tooltip({ content, children, placement = 'top', delay = 600, isDisabled }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={200} isDisabled={isDisabled}>
      {children}
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg width={10} height={6} viewBox="0 0 10 6" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 5 6 10 0z" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
