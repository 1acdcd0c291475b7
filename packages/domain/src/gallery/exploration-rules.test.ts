import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRequestExploration,
  explorationOffset,
  explorationRequest,
  validateExplorationPrompt,
} from './exploration-rules.js';

describe('validateExplorationPrompt (spec §5)', () => {
  it('requires a display name and a prompt', () => {
    expect(validateExplorationPrompt({ name: ' ', prompt: 'a cat' })).toMatchObject({
      ok: false,
      error: { code: 'PROMPT.REQUIRED' },
    });
    expect(validateExplorationPrompt({ name: 'Cat', prompt: '' }).ok).toBe(false);
    expect(validateExplorationPrompt({ prompt: 'a cat' }).ok).toBe(false);
  });

  it('trims the fields it accepts', () => {
    expect(validateExplorationPrompt({ name: ' Cat ', prompt: ' a cat ' })).toEqual({
      ok: true,
      value: { name: 'Cat', prompt: 'a cat' },
    });
  });
});

describe('canRequestExploration (spec §8)', () => {
  it('allows a request that leaves up to 5 pending, after up to 5 adult retries', () => {
    expect(canRequestExploration({ pending: 4, adultRetries: 5 }).ok).toBe(true);
  });

  it('refuses with "Too many requests" when the request would make more than 5 pending', () => {
    expect(canRequestExploration({ pending: 5, adultRetries: 0 })).toMatchObject({
      error: { code: 'EXPLORE.TOO_MANY_REQUESTS', message: 'Too many requests' },
    });
  });

  it('refuses with "Too many attempts" after more than 5 adult retries', () => {
    expect(canRequestExploration({ pending: 0, adultRetries: 6 })).toMatchObject({
      error: { code: 'EXPLORE.TOO_MANY_ATTEMPTS', message: 'Too many attempts' },
    });
  });
});

describe('explorationOffset', () => {
  it('spans 0 to 99', () => {
    expect(explorationOffset(() => 0)).toBe(0);
    expect(explorationOffset(() => 0.999999)).toBe(99);
    expect(explorationOffset(() => 0.5)).toBe(50);
  });

  it('stays within 0..99 for any random draw', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (draw) => {
        const offset = explorationOffset(() => draw);
        expect(Number.isInteger(offset) && offset >= 0 && offset <= 99).toBe(true);
      }),
    );
  });
});

describe('explorationRequest (spec §9)', () => {
  it('asks for 9 images first and 9 more afterwards, at a random offset', () => {
    expect(explorationRequest('a cat', { alreadyShown: 0, random: () => 0.42 })).toEqual({
      prompt: 'a cat',
      offset: 42,
      count: 9,
    });
    expect(explorationRequest('a cat', { alreadyShown: 9, random: () => 0.1 }).count).toBe(9);
  });
});
