// The kit's toast region, behind a dynamic import of its own (root.tsx), so it is not among every page's first
// modules.
export { ToastRegion } from '@atelier/react-kit';
