export { HashPopover, type HashPopoverProps } from './HashPopover';
