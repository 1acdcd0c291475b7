import { type ReactNode, useId } from 'react';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { infoPopover } from './InfoPopover.css';
import type { OverlayControl } from './on-demand-overlay';
import * as overlay from './overlay.css';

export interface InfoPopoverProps {
  /** One react-aria pressable (e.g. the kit's Button or IconButton). */
  trigger: ReactNode;
  title: ReactNode;
  children: ReactNode;
  width?: 280 | 350;
  placement?: 'top' | 'bottom' | 'bottom start' | 'bottom end';
}

/** InfoPopover once its code has loaded (InfoPopover.tsx): the trigger with its popover. */
export function InfoPopoverFull({
  trigger,
  title,
  children,
  width = 280,
  placement = 'bottom',
  isOpen,
  onOpenChange,
}: InfoPopoverProps & OverlayControl) {
  const titleId = useId();
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
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
