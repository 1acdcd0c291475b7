import { describe, expect, it } from 'vitest';
import { chunkBytesFrom, DEFAULT_CHUNK_BYTES, wizardHref, wizardStepFrom, wizardSteps } from './wizard-step';

describe('wizardStepFrom', () => {
  it('shows steps 1 (details), 2 (files) and 3 (images); anything else is not found', () => {
    for (const step of ['1', '2', '3'])
      expect(wizardStepFrom(new URLSearchParams(`step=${step}`))).toBe(step);
    for (const query of ['step=0', 'step=4', '', 'step=x', 'step=2.0']) {
      expect(wizardStepFrom(new URLSearchParams(query))).toBeNull();
    }
  });
});

describe('wizardSteps', () => {
  it('links every step of the version, in order, where the owner menus and incomplete tabs lead', () => {
    expect(wizardSteps(20, 11)).toEqual([
      { label: 'Details', href: '/models/20/model-versions/11/wizard?step=1' },
      { label: 'Files', href: '/models/20/model-versions/11/wizard?step=2' },
      { label: 'Images', href: '/models/20/model-versions/11/wizard?step=3' },
    ]);
    expect(wizardHref(20, 11, '2')).toBe('/models/20/model-versions/11/wizard?step=2');
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
