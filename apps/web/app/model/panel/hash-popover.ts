// The kit's hash popover, behind a dynamic import of its own (VersionDetails.tsx), so its select is not among the
// page's first modules.
export { HashPopover } from '@atelier/react-kit';
