import type { FileView } from '../../view-models/files';
import { fileVariants } from '../DownloadButton/DownloadButton.fixtures';
import { scans } from '../ScanPopover/ScanPopover.fixtures';

export const files: FileView[] = [
  { ...(fileVariants[0] as FileView), fileName: 'watercolour-pruned.safetensors', scan: scans.safe },
  { ...(fileVariants[1] as FileView), fileName: 'watercolour.safetensors', scan: scans.pending },
  { ...(fileVariants[2] as FileView), fileName: 'watercolour-vae.pt', scan: scans.danger },
];
