import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCAN_RESULTS, type ScanResult } from './model-file.js';
import { isDownloadBlocked, scanVerdict } from './scan-verdict.js';

const file = (virusScanResult: ScanResult, pickleScanResult: ScanResult) => ({
  virusScanResult,
  pickleScanResult,
});

describe('scanVerdict', () => {
  it('is verified with the safe text only when both scans succeeded', () => {
    expect(scanVerdict(file('Success', 'Success'))).toEqual({
      result: 'Success',
      verified: true,
      message: 'This file appears to be safe.',
    });
  });

  it.each([
    ['Pending', 'Danger', 'Pending'],
    ['Danger', 'Pending', 'Pending'],
    ['Error', 'Pending', 'Pending'],
    ['Danger', 'Error', 'Danger'],
    ['Error', 'Danger', 'Danger'],
    ['Success', 'Error', 'Error'],
    ['Error', 'Success', 'Error'],
    ['Success', 'Danger', 'Danger'],
    ['Pending', 'Success', 'Pending'],
    ['Error', 'Error', 'Error'],
  ] as const)('virus %s + pickle %s shows %s, unverified', (virus, pickle, expected) => {
    const verdict = scanVerdict(file(virus, pickle));
    expect(verdict.result).toBe(expected);
    expect(verdict.verified).toBe(false);
  });

  it('uses the exact scan texts of the error catalogue', () => {
    expect(scanVerdict(file('Pending', 'Pending')).message).toBe(
      "This file hasn't been scanned yet, check back soon.",
    );
    expect(scanVerdict(file('Danger', 'Danger')).message).toBe('This file appears to be dangerous.');
    expect(scanVerdict(file('Error', 'Error')).message).toBe(
      "We couldn't scan this file. Be extra cautious.",
    );
  });

  it('always reports one of the two scan results', () => {
    const result = fc.constantFrom(...SCAN_RESULTS);
    fc.assert(
      fc.property(result, result, (virus, pickle) => {
        expect([virus, pickle]).toContain(scanVerdict(file(virus, pickle)).result);
      }),
    );
  });
});

describe('isDownloadBlocked', () => {
  const user = { isModerator: false };
  const moderator = { isModerator: true };

  it('blocks a file either scan calls dangerous for everyone but moderators', () => {
    for (const dangerous of [file('Danger', 'Success'), file('Success', 'Danger')]) {
      expect(isDownloadBlocked(dangerous, null)).toBe(true);
      expect(isDownloadBlocked(dangerous, user)).toBe(true);
      expect(isDownloadBlocked(dangerous, moderator)).toBe(false);
    }
  });

  it('blocks a dangerous file even while the verdict still shows Pending', () => {
    const halfScanned = file('Pending', 'Danger');
    expect(scanVerdict(halfScanned).result).toBe('Pending');
    expect(isDownloadBlocked(halfScanned, user)).toBe(true);
  });

  it('does not treat a banned moderator as a moderator', () => {
    expect(isDownloadBlocked(file('Danger', 'Danger'), { isModerator: true, banned: true })).toBe(true);
  });

  it('lets anyone download files that are not dangerous, scanned or not', () => {
    for (const [virus, pickle] of [
      ['Success', 'Success'],
      ['Pending', 'Error'],
      ['Error', 'Error'],
    ] as const) {
      expect(isDownloadBlocked(file(virus, pickle), null)).toBe(false);
    }
  });
});
