export { ScanPopover, type ScanPopoverProps } from './ScanPopover';
