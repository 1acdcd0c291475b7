import { describe, expect, it } from 'vitest';
import { toScanStatusNotice } from './scan-status-notice';

const moderator = { isModerator: true };
const off = { state: 'off', reason: 'ATELIER_CLAMD is not set' } as const;

describe('toScanStatusNotice', () => {
  it('tells a moderator that virus scanning is off, with the reason', () => {
    expect(toScanStatusNotice(moderator, off)).toEqual({
      title: 'Virus scanning is off: ATELIER_CLAMD is not set',
      body: expect.stringContaining('"Error"'),
    });
  });

  it('shows nothing while scanning is on or the answer is still loading', () => {
    expect(toScanStatusNotice(moderator, { state: 'on', version: 'ClamAV 1.4.6' })).toBeNull();
    expect(toScanStatusNotice(moderator, undefined)).toBeNull();
  });

  it('shows nothing to anyone but moderators', () => {
    expect(toScanStatusNotice({ isModerator: false }, off)).toBeNull();
    expect(toScanStatusNotice(null, off)).toBeNull();
  });
});
