import { describe, expect, it } from 'vitest';
import { tensorFactsView } from './file-views';

describe('tensorFactsView', () => {
  it('names a single dtype alone and counts parameters compactly', () => {
    expect(
      tensorFactsView({
        tensorCount: 3,
        parameterCount: 2_567_000_000,
        dtypes: { F16: 2_567_000_000 },
        bytesToLoad: 2048,
      }),
    ).toEqual({ parameters: '2.6b', dtypes: 'F16', loadKB: 2 });
  });

  it('lists a dtype mix largest first, never rounding a present dtype down to 0%', () => {
    expect(
      tensorFactsView({
        tensorCount: 3,
        parameterCount: 1000,
        dtypes: { F32: 2, F16: 990, BF16: 8 },
        bytesToLoad: 0,
      }).dtypes,
    ).toBe('F16 99% · BF16 1% · F32 1%');
  });
});
