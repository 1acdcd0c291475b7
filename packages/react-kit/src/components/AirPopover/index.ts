export { AirPopover, type AirPopoverProps } from './AirPopover';
