import { onDemandOverlay } from '../../internal/on-demand-overlay';
import type { DownloadMenuProps } from './DownloadMenuFull';
import { DownloadMenuTrigger } from './DownloadMenuTrigger';

/** The menu of every file variant; its code loads once the chevron is on screen (internal/on-demand-overlay.tsx). */
export const DownloadMenu = onDemandOverlay<DownloadMenuProps>(
  () => import('./DownloadMenuFull').then((module) => module.DownloadMenuFull),
  ({ label }) => <DownloadMenuTrigger label={label} />,
  'menu',
);
