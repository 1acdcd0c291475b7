import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REVIEW_LABELS, type ReviewLabel, reviewLabel, reviewLabelOf } from './review-label.js';

const rankOf = (label: ReviewLabel) => REVIEW_LABELS.indexOf(label);
const justBelow = (x: number) => x - 1e-9;

describe('reviewLabel (spec §9)', () => {
  it.each([
    // r < 0.2 depends on the count
    [justBelow(0.2), 9, 'Mixed'],
    [justBelow(0.2), 10, 'Negative'],
    [justBelow(0.2), 49, 'Negative'],
    [justBelow(0.2), 50, 'Very Negative'],
    [justBelow(0.2), 499, 'Very Negative'],
    [justBelow(0.2), 500, 'Overwhelmingly Negative'],
    [0, 500, 'Overwhelmingly Negative'],
    // 0.2 <= r < 0.4
    [0.2, 9, 'Mostly Negative'],
    [0.2, 10, 'Mostly Negative'],
    [0.2, 500, 'Mostly Negative'],
    [justBelow(0.4), 50, 'Mostly Negative'],
    // 0.4 <= r < 0.7
    [0.4, 10, 'Mixed'],
    [0.4, 500, 'Mixed'],
    [justBelow(0.7), 50, 'Mixed'],
    // 0.7 <= r < 0.8
    [0.7, 10, 'Mostly Positive'],
    [0.7, 500, 'Mostly Positive'],
    [justBelow(0.8), 500, 'Mostly Positive'],
    // r >= 0.8 depends on the count, and at 500+ on r < 0.95
    [0.8, 9, 'Positive'],
    [0.8, 10, 'Positive'],
    [0.8, 49, 'Positive'],
    [0.8, 50, 'Very Positive'],
    [0.8, 499, 'Very Positive'],
    [0.8, 500, 'Very Positive'],
    [justBelow(0.95), 500, 'Very Positive'],
    [0.95, 500, 'Overwhelmingly Positive'],
    [0.95, 499, 'Very Positive'],
    [0.95, 50, 'Very Positive'],
    [0.95, 10, 'Positive'],
    [1, 5000, 'Overwhelmingly Positive'],
  ] as const)('ratio %f with %i reviews is %s', (ratio, count, label) => {
    expect(reviewLabel(ratio, count)).toBe(label);
  });

  it('never gives a worse label for a higher ratio at the same count, from 10 reviews on', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 10, max: 100_000 }),
        (a, b, count) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(rankOf(reviewLabel(high, count))).toBeGreaterThanOrEqual(rankOf(reviewLabel(low, count)));
        },
      ),
    );
  });

  it('is monotonic under 10 reviews too once the ratio reaches 0.2', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 1, noNaN: true }),
        fc.double({ min: 0.2, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 9 }),
        (a, b, count) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(rankOf(reviewLabel(high, count))).toBeGreaterThanOrEqual(rankOf(reviewLabel(low, count)));
        },
      ),
    );
  });

  it('keeps the spec quirk: under 10 reviews a very low ratio reads Mixed, above Mostly Negative', () => {
    expect(reviewLabel(0.1, 9)).toBe('Mixed');
    expect(reviewLabel(0.3, 9)).toBe('Mostly Negative');
  });
});

describe('reviewLabelOf', () => {
  it('has no label without reviews', () => {
    expect(reviewLabelOf({ up: 0, down: 0 })).toBeNull();
  });

  it('labels from the share of thumbs up', () => {
    expect(reviewLabelOf({ up: 45, down: 5 })).toBe('Very Positive');
    expect(reviewLabelOf({ up: 1, down: 9 })).toBe('Negative');
  });
});
