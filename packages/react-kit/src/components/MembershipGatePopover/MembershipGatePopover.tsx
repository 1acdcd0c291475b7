import { onDemandOverlay } from '../../internal/on-demand-overlay';
import type { MembershipGatePopoverProps } from './MembershipGatePopoverFull';

export type { MembershipGatePopoverProps } from './MembershipGatePopoverFull';

/**
 * Gates a member-only action: pressing the trigger opens a popover explaining why, with a "Join Now" link to
 * /pricing. Focus moves into the popover and returns to the trigger on `Esc`. The popover's code loads once the
 * trigger is on screen (internal/on-demand-overlay.tsx).
 */
export const MembershipGatePopover = onDemandOverlay<MembershipGatePopoverProps>(
  () => import('./MembershipGatePopoverFull').then((module) => module.MembershipGatePopoverFull),
  ({ children }) => children,
  'dialog',
);
