import type { ScanView } from '../../view-models/files';

/** The spec's four scan texts (§8), as a presenter would pass them. */
export const scans: Record<'safe' | 'pending' | 'danger' | 'error', ScanView> = {
  safe: {
    result: 'Success',
    verdict: 'Verified',
    message: 'This file appears to be safe.',
    details: [
      { label: 'Virus scan', text: 'No threats found' },
      { label: 'Pickle scan', text: 'No dangerous imports' },
    ],
    scannedText: 'Scanned Mar 3, 2025',
  },
  pending: {
    result: 'Pending',
    verdict: 'Unverified',
    message: "This file hasn't been scanned yet, check back soon.",
  },
  danger: {
    result: 'Danger',
    verdict: 'Unverified',
    message: 'This file appears to be dangerous.',
    details: [{ label: 'Pickle scan', text: 'Dangerous import: os.system' }],
  },
  error: {
    result: 'Error',
    verdict: 'Unverified',
    message: "We couldn't scan this file. Be extra cautious.",
  },
};
