import { describe, expect, it } from 'vitest';
import { trainedWordsPreview } from './trained-words.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i + 1}`);

describe('trainedWordsPreview (spec §9)', () => {
  it('shows up to 10 words without a "more" label', () => {
    expect(trainedWordsPreview(words(10))).toEqual({ shown: words(10), more: null });
  });

  it('collapses the rest into "+N more"', () => {
    const preview = trainedWordsPreview(words(13));
    expect(preview.shown).toEqual(words(10));
    expect(preview.more).toBe('+3 more');
  });

  it('handles no words', () => {
    expect(trainedWordsPreview([])).toEqual({ shown: [], more: null });
  });
});
