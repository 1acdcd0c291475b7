export { PermissionsPopover, type PermissionsPopoverProps } from './PermissionsPopover';
