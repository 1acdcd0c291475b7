import type { FileView } from '../../view-models/files';
import { fileVariants } from '../DownloadButton/DownloadButton.fixtures';
import { scans } from '../ScanPopover/ScanPopover.fixtures';

export const files: FileView[] = [
  {
    ...(fileVariants[0] as FileView),
    fileName: 'watercolour-pruned.safetensors',
    scan: scans.safe,
    tensorFacts: { parameters: '2.6b', dtypes: 'F16 97% · F32 3%', loadKB: 5_100_000 },
  },
  { ...(fileVariants[1] as FileView), fileName: 'watercolour.safetensors', scan: scans.pending },
  { ...(fileVariants[2] as FileView), fileName: 'watercolour-vae.pt', scan: scans.danger },
];
