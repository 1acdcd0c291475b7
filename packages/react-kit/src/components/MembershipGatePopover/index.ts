export { MembershipGatePopover, type MembershipGatePopoverProps } from './MembershipGatePopover';
