import { type ReactNode, useId } from 'react';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { infoPopover } from './InfoPopover.css';
import * as overlay from './overlay.css';

export interface InfoPopoverProps {
  /** One react-aria pressable (e.g. the kit's Button or IconButton). */
  trigger: ReactNode;
  title: ReactNode;
  children: ReactNode;
  width?: 280 | 350;
  placement?: 'top' | 'bottom' | 'bottom start' | 'bottom end';
}

/** A small non-modal dialog opened from a button: focus moves in, `Esc` closes and returns focus. */
export function InfoPopover({
  trigger,
  title,
  children,
  width = 280,
  placement = 'bottom',
}: InfoPopoverProps) {
  const titleId = useId();
  return (
    <DialogTrigger>
      {trigger}
      <Popover
        placement={placement}
        offset={6}
        className={infoPopover({ width: String(width) as '280' | '350' })}
      >
        <Dialog aria-labelledby={titleId} className={overlay.dialog}>
          <p id={titleId} className={overlay.dialogTitle}>
            {title}
          </p>
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
