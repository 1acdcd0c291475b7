import { describe, expect, it } from 'vitest';
import { chunkBytesFrom, DEFAULT_CHUNK_BYTES, wizardStepFrom } from './wizard-step';

describe('wizardStepFrom', () => {
  it('shows step 2 (files) only: steps 1 and 3 are a later issue and stay not found', () => {
    expect(wizardStepFrom(new URLSearchParams('step=2'))).toBe('2');
    for (const query of ['step=1', 'step=3', '', 'step=x']) {
      expect(wizardStepFrom(new URLSearchParams(query))).toBeNull();
    }
  });
});

describe('chunkBytesFrom', () => {
  it('takes a positive whole number of bytes, else a few MB', () => {
    expect(chunkBytesFrom('32')).toBe(32);
    for (const value of [undefined, '', '0', '-5', '1.5', 'lots']) {
      expect(chunkBytesFrom(value)).toBe(DEFAULT_CHUNK_BYTES);
    }
  });
});
