import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILE_PREFERENCE, pickBestFile, scoreFile } from './best-file.js';

const pref = DEFAULT_FILE_PREFERENCE;

describe('scoreFile', () => {
  it('scores a model file matching every default preference at 2111', () => {
    expect(scoreFile({ type: 'Model', metadata: { format: 'SafeTensor', size: 'pruned', fp: 'fp16' } })).toBe(
      2111,
    );
  });

  it('subtracts each mismatching weight', () => {
    expect(scoreFile({ type: 'Model', metadata: { format: 'PickleTensor', size: 'full', fp: 'fp32' } })).toBe(
      1889,
    );
    expect(scoreFile({ type: 'Config', metadata: { format: 'Other', size: 'pruned', fp: 'fp32' } })).toBe(
      909,
    );
  });

  it('gives Pruned Model the same type bonus as Model and none to other types', () => {
    expect(scoreFile({ type: 'Pruned Model', metadata: {} })).toBe(2000);
    expect(scoreFile({ type: 'VAE', metadata: {} })).toBe(1000);
    expect(scoreFile({ type: 'Training Data' })).toBe(1000);
  });

  it('neither adds nor subtracts for an absent metadata key', () => {
    expect(scoreFile({ type: 'Model', metadata: { format: 'SafeTensor' } })).toBe(2100);
    expect(scoreFile({ type: 'Model', metadata: { fp: 'bf16' } })).toBe(1999);
    expect(scoreFile({ type: 'Model', metadata: null })).toBe(2000);
  });

  it("follows the caller's preference instead of the default", () => {
    const file = { type: 'Model', metadata: { format: 'PickleTensor', size: 'full', fp: 'fp32' } };
    expect(scoreFile(file, { format: 'PickleTensor', size: 'full', fp: 'fp32' })).toBe(2111);
  });
});

describe('pickBestFile', () => {
  it('is undefined for no files', () => {
    expect(pickBestFile([])).toBeUndefined();
  });

  it('prefers the model over a better-matching config', () => {
    const config = { id: 1, type: 'Config', metadata: pref };
    const model = { id: 2, type: 'Model', metadata: { format: 'PickleTensor', size: 'full', fp: 'fp32' } };
    expect(pickBestFile([config, model])?.id).toBe(2);
  });

  it('picks the first of equally scored files', () => {
    const a = { id: 1, type: 'Model', metadata: {} };
    const b = { id: 2, type: 'Pruned Model', metadata: {} };
    expect(pickBestFile([a, b])?.id).toBe(1);
    expect(pickBestFile([b, a])?.id).toBe(2);
  });
});

describe('scoring properties', () => {
  const value = fc.constantFrom('SafeTensor', 'PickleTensor', 'pruned', 'full', 'fp16', 'fp32', 'bf16');
  const metadata = fc.record({ format: value, size: value, fp: value }, { requiredKeys: [] });
  const type = fc.constantFrom(
    'Model',
    'Pruned Model',
    'Negative',
    'Config',
    'VAE',
    'Training Data',
    'Archive',
  );
  const file = fc.record({ type, metadata });
  const key = fc.constantFrom('format', 'size', 'fp' as const);

  it('never scores a file lower for matching a preference key than for missing it', () => {
    fc.assert(
      fc.property(file, key, value, (f, k, other) => {
        const matching = { ...f, metadata: { ...f.metadata, [k]: pref[k] } };
        const missing = { ...f, metadata: { ...f.metadata, [k]: other } };
        expect(scoreFile(matching)).toBeGreaterThanOrEqual(scoreFile(missing));
      }),
    );
  });

  it('always ranks Model and Pruned Model above other types with the same metadata', () => {
    fc.assert(
      fc.property(
        metadata,
        fc.constantFrom('Model', 'Pruned Model'),
        fc.constantFrom('Negative', 'Config', 'VAE', 'Training Data', 'Archive'),
        (m, primary, other) => {
          expect(scoreFile({ type: primary, metadata: m })).toBeGreaterThan(
            scoreFile({ type: other, metadata: m }),
          );
        },
      ),
    );
  });

  it('returns the first file with the highest score', () => {
    fc.assert(
      fc.property(fc.array(file, { minLength: 1, maxLength: 12 }), (files) => {
        const best = pickBestFile(files);
        const scores = files.map((f) => scoreFile(f));
        const max = Math.max(...scores);
        expect(best).toBe(files[scores.indexOf(max)]);
      }),
    );
  });
});
