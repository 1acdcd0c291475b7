import { type ReactNode, useId } from 'react';
import { Dialog, DialogTrigger, Link, OverlayArrow, Popover } from 'react-aria-components';
import * as buttonStyles from '../Button/Button.css';
import * as styles from './MembershipGatePopover.css';

export interface MembershipGatePopoverProps {
  /** The trigger: one react-aria pressable, e.g. the kit's Button ("Download"). */
  children: ReactNode;
  /** The caller's text, e.g. "You must be a Member to access this content." */
  message: string;
  joinHref?: string;
  joinLabel?: string;
  placement?: 'top' | 'bottom';
}

/**
 * Gates a member-only action: pressing the trigger opens a popover explaining why, with a "Join Now" link to
 * /pricing. Focus moves into the popover and returns to the trigger on `Esc`.
 */
export function MembershipGatePopover({
  children,
  message,
  joinHref = '/pricing',
  joinLabel = 'Join Now',
  placement = 'bottom',
}: MembershipGatePopoverProps) {
  const messageId = useId();
  return (
    <DialogTrigger>
      {children}
      <Popover placement={placement} offset={8} className={styles.popover}>
        <OverlayArrow>
          <svg width={12} height={8} viewBox="0 0 12 8" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 6 8 12 0" />
          </svg>
        </OverlayArrow>
        <Dialog className={styles.dialog} aria-labelledby={messageId}>
          <p id={messageId} className={styles.message}>
            {message}
          </p>
          <Link
            href={joinHref}
            className={buttonStyles.button({ variant: 'primary', tone: 'brand', size: 'sm' })}
          >
            {joinLabel}
          </Link>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
