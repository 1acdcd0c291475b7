import type { InfoPopoverProps } from './InfoPopoverFull';
import { onDemandOverlay } from './on-demand-overlay';

export type { InfoPopoverProps } from './InfoPopoverFull';

/**
 * A small non-modal dialog opened from a button: focus moves in, `Esc` closes and returns focus. The popover's code
 * loads once the button is on screen (internal/on-demand-overlay.tsx).
 */
export const InfoPopover = onDemandOverlay<InfoPopoverProps>(
  () => import('./InfoPopoverFull').then((module) => module.InfoPopoverFull),
  ({ trigger }) => trigger,
  'dialog',
);
