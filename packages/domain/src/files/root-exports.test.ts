import { describe, expect, it } from 'vitest';
import * as domain from '../index.js';

describe('the package root', () => {
  it('exports the files, donation and early-access rules under the names other sites call', () => {
    expect(domain.DEFAULT_FILE_PREFERENCE).toEqual({ format: 'SafeTensor', size: 'pruned', fp: 'fp16' });
    expect(domain.scanVerdict({ virusScanResult: 'Success', pickleScanResult: 'Error' })).toEqual({
      result: 'Error',
      verified: false,
      message: "We couldn't scan this file. Be extra cautious.",
    });
    expect(domain.isDownloadBlocked({ virusScanResult: 'Danger', pickleScanResult: 'Pending' }, null)).toBe(
      true,
    );
    expect(domain.scoreFile({ type: 'Model', metadata: { format: 'SafeTensor' } })).toBe(2100);
    expect(domain.pickBestFile([])).toBeUndefined();
    expect(domain.validateDonationAmount('10')).toEqual({ ok: false, error: domain.errors.donationAmount });
    expect(domain.earlyAccessPurchaseOptions({ earlyAccessConfig: null }, { imageGeneration: true })).toEqual(
      {
        download: false,
        generation: false,
      },
    );
    expect(domain.isEarlyAccessActive({ earlyAccessEndsAt: null }, new Date(0))).toBe(false);
  });
});
