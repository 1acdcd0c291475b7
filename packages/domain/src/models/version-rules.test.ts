import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { earlyAccessFields, versionFields } from '../testing/index.js';
import type { EarlyAccessConfig } from './model-version.js';
import {
  BASE_MODELS,
  checkVersionFields,
  EARLY_ACCESS_LIMITS,
  earlyAccessEndAfterChange,
  VERSION_LIMITS,
} from './version-rules.js';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-01-10T00:00:00Z');
const draft = { canGenerate: false, publishedAt: null, earlyAccessConfig: null };
const generating = { ...draft, canGenerate: true };
const publishedOn = (config: EarlyAccessConfig | null) => ({
  canGenerate: true,
  publishedAt: new Date('2026-01-05T00:00:00Z'),
  earlyAccessConfig: config,
});

const nullableInt = (min: number, max: number) =>
  fc.option(fc.integer({ min: min - 50, max: max + 50 }), { nil: null });

describe('checkVersionFields', () => {
  it('keeps a valid version as written', () => {
    expect(checkVersionFields(versionFields(), draft)).toEqual({ ok: true, value: versionFields() });
  });

  it('takes only the base models of the list', () => {
    for (const baseModel of BASE_MODELS)
      expect(checkVersionFields(versionFields({ baseModel }), draft).ok).toBe(true);
    const other = versionFields({ baseModel: 'SD 9' as (typeof BASE_MODELS)[number] });
    expect(checkVersionFields(other, draft)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  it('normalises trigger words: trimmed, no empties, each once in first-seen order, at most 100 of ≤500', () => {
    const word = fc.oneof(
      fc.constantFrom('', ' ', 'lumen', 'Lumen', ' lumen '),
      fc.string({ maxLength: 520 }),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 120 }), (words) => {
        const result = checkVersionFields(versionFields({ trainedWords: words }), draft);
        const expected = [...new Set(words.map((w) => w.trim()).filter((w) => w !== ''))];
        const valid =
          expected.length <= VERSION_LIMITS.trainedWords &&
          expected.every((w) => w.length <= VERSION_LIMITS.trainedWordLength);
        expect(result.ok).toBe(valid);
        if (result.ok) expect(result.value.trainedWords).toEqual(expected);
      }),
    );
  });

  it('keeps steps, epochs and clip skip whole and in range, strength a number in range, each optional', () => {
    const { steps, epochs, clipSkip, strength } = VERSION_LIMITS;
    fc.assert(
      fc.property(
        nullableInt(steps.min, 1000),
        nullableInt(epochs.min, 1000),
        nullableInt(clipSkip.min, clipSkip.max),
        fc.option(fc.double({ min: -20, max: 20, noNaN: true }), { nil: null }),
        (s, e, c, k) => {
          const result = checkVersionFields(
            versionFields({ steps: s, epochs: e, clipSkip: c, strength: k }),
            draft,
          );
          const inRange = (v: number | null, r: { min: number; max: number }) =>
            v === null || (v >= r.min && v <= r.max);
          expect(result.ok).toBe(
            inRange(s, steps) && inRange(e, epochs) && inRange(c, clipSkip) && inRange(k, strength),
          );
        },
      ),
    );
    expect(checkVersionFields(versionFields({ clipSkip: 1.5 }), draft).ok).toBe(false);
  });
});

describe('early access as the creator sets it', () => {
  const config = fc.record({
    timeframeDays: fc.integer({ min: -2, max: 20 }),
    chargeForDownload: fc.boolean(),
    downloadPrice: fc.option(fc.oneof(fc.integer({ min: 0, max: 25_000 }), fc.constant(150.5)), {
      nil: null,
    }),
    chargeForGeneration: fc.boolean(),
    generationPrice: fc.option(fc.integer({ min: 0, max: 25_000 }), { nil: null }),
    freeGeneration: fc.boolean(),
    generationTrialLimit: fc.option(fc.integer({ min: -1, max: 120 }), { nil: null }),
  });
  const { timeframeDays, price, generationTrialLimit } = EARLY_ACCESS_LIMITS;
  const within = (value: number, r: { min: number; max: number }) =>
    Number.isInteger(value) && value >= r.min && value <= r.max;
  const isPriced = (charge: boolean, amount: number | null) =>
    !charge || (amount !== null && within(amount, price));

  it('follows every limit of docs/authoring.md, on any version not yet published', () => {
    fc.assert(
      fc.property(config, fc.boolean(), (ea, canGenerate) => {
        const result = checkVersionFields(versionFields({ earlyAccessConfig: ea }), {
          ...draft,
          canGenerate,
        });
        const generationOptions =
          ea.chargeForGeneration || ea.freeGeneration || ea.generationTrialLimit !== null;
        const trial = ea.generationTrialLimit;
        const valid =
          within(ea.timeframeDays, timeframeDays) &&
          isPriced(ea.chargeForDownload, ea.downloadPrice) &&
          isPriced(ea.chargeForGeneration, ea.generationPrice) &&
          (!generationOptions || canGenerate) &&
          !(ea.chargeForGeneration && ea.freeGeneration) &&
          (trial === null || (ea.chargeForGeneration && within(trial, generationTrialLimit)));
        expect(result.ok).toBe(valid);
        if (result.ok) {
          // A price without its charge is dropped, a charged one kept.
          expect(result.value.earlyAccessConfig?.downloadPrice).toBe(
            ea.chargeForDownload ? ea.downloadPrice : null,
          );
          expect(result.value.earlyAccessConfig?.generationPrice).toBe(
            ea.chargeForGeneration ? ea.generationPrice : null,
          );
        }
      }),
      { numRuns: 500 },
    );
  });

  it('once published, only shortens or removes early access, with every other term kept', () => {
    const current = earlyAccessFields({ timeframeDays: 7 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 100, max: 1000 }),
        (days, downloadPrice) => {
          const next = { ...current, timeframeDays: days, downloadPrice };
          const result = checkVersionFields(versionFields({ earlyAccessConfig: next }), publishedOn(current));
          const allowed = days <= current.timeframeDays && downloadPrice === current.downloadPrice;
          expect(result).toEqual(
            allowed
              ? { ok: true, value: versionFields({ earlyAccessConfig: next }) }
              : { ok: false, error: errors.earlyAccessOnlyShorter },
          );
        },
      ),
    );
    expect(checkVersionFields(versionFields({ earlyAccessConfig: null }), publishedOn(current)).ok).toBe(
      true,
    );
    // No early access when published: none can be added afterwards.
    expect(checkVersionFields(versionFields({ earlyAccessConfig: current }), publishedOn(null))).toEqual({
      ok: false,
      error: errors.earlyAccessOnlyShorter,
    });
  });

  it('offers generation options only on a version offered for generation', () => {
    const free = earlyAccessFields({ freeGeneration: true });
    expect(checkVersionFields(versionFields({ earlyAccessConfig: free }), draft).ok).toBe(false);
    expect(checkVersionFields(versionFields({ earlyAccessConfig: free }), generating).ok).toBe(true);
  });
});

describe('earlyAccessEndAfterChange', () => {
  const publishedAt = new Date('2026-01-05T00:00:00Z');

  it('is unknown before publishing, counted from the publish date after, and ends now when removed', () => {
    const running = { publishedAt, earlyAccessEndsAt: new Date(publishedAt.getTime() + 7 * DAY) };
    expect(
      earlyAccessEndAfterChange({ publishedAt: null, earlyAccessEndsAt: null }, earlyAccessFields(), now),
    ).toBe(null);
    expect(earlyAccessEndAfterChange(running, earlyAccessFields({ timeframeDays: 3 }), now)).toEqual(
      new Date(publishedAt.getTime() + 3 * DAY),
    );
    expect(earlyAccessEndAfterChange(running, null, now)).toEqual(now);
    const ended = { publishedAt, earlyAccessEndsAt: new Date(publishedAt.getTime() + DAY) };
    expect(earlyAccessEndAfterChange(ended, null, now)).toEqual(ended.earlyAccessEndsAt);
  });
});
