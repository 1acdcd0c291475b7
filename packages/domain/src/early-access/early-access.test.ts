import { describe, expect, it } from 'vitest';
import {
  earlyAccessPrice,
  earlyAccessPurchaseOptions,
  effectiveAccess,
  hasEarlyAccess,
  isEarlyAccessActive,
} from './early-access.js';

const now = new Date('2026-01-01T00:00:00Z');
const config = {
  chargeForDownload: true,
  downloadPrice: 500,
  chargeForGeneration: true,
  generationPrice: 100,
};
const on = { imageGeneration: true };

describe('isEarlyAccessActive', () => {
  it('is active only while the end lies in the future', () => {
    expect(isEarlyAccessActive({ earlyAccessEndsAt: new Date(now.getTime() + 1) }, now)).toBe(true);
    expect(isEarlyAccessActive({ earlyAccessEndsAt: now }, now)).toBe(false);
    expect(isEarlyAccessActive({ earlyAccessEndsAt: new Date(now.getTime() - 1) }, now)).toBe(false);
    expect(isEarlyAccessActive({ earlyAccessEndsAt: null }, now)).toBe(false);
  });
});

describe('earlyAccessPurchaseOptions', () => {
  it('offers both when everything is set up', () => {
    expect(earlyAccessPurchaseOptions({ canGenerate: true, earlyAccessConfig: config }, on)).toEqual({
      download: true,
      generation: true,
    });
  });

  it('offers download only when charging for it with a price', () => {
    const offer = (c: object) =>
      earlyAccessPurchaseOptions({ earlyAccessConfig: { ...config, ...c } }, on).download;
    expect(offer({ chargeForDownload: false })).toBe(false);
    expect(offer({ downloadPrice: null })).toBe(false);
    expect(offer({ downloadPrice: 0 })).toBe(false);
    expect(offer({})).toBe(true);
  });

  it('offers generation only with image generation on, a generating version, charging and a price', () => {
    const offer = (version: object, flags = on) =>
      earlyAccessPurchaseOptions({ canGenerate: true, earlyAccessConfig: config, ...version }, flags)
        .generation;
    expect(offer({}, { imageGeneration: false })).toBe(false);
    expect(offer({ canGenerate: false })).toBe(false);
    expect(offer({ canGenerate: undefined })).toBe(false);
    expect(offer({ earlyAccessConfig: { ...config, chargeForGeneration: false } })).toBe(false);
    expect(offer({ earlyAccessConfig: { ...config, generationPrice: null } })).toBe(false);
    expect(offer({})).toBe(true);
  });

  it('offers nothing without a configuration', () => {
    expect(earlyAccessPurchaseOptions({ canGenerate: true, earlyAccessConfig: null }, on)).toEqual({
      download: false,
      generation: false,
    });
    expect(earlyAccessPurchaseOptions({}, on)).toEqual({ download: false, generation: false });
  });
});

describe('earlyAccessPrice', () => {
  it('is the configured price of an offered kind and null otherwise', () => {
    const version = { canGenerate: true, earlyAccessConfig: config };
    expect(earlyAccessPrice(version, 'download', on)).toBe(500);
    expect(earlyAccessPrice(version, 'generation', on)).toBe(100);
    expect(earlyAccessPrice(version, 'generation', { imageGeneration: false })).toBeNull();
  });
});

describe('hasEarlyAccess', () => {
  it('lets download access also generate', () => {
    expect(hasEarlyAccess({ download: true, generation: false }, 'generation')).toBe(true);
    expect(effectiveAccess({ download: true, generation: false })).toEqual({
      download: true,
      generation: true,
    });
  });

  it('does not let generation access download', () => {
    expect(hasEarlyAccess({ download: false, generation: true }, 'download')).toBe(false);
    expect(hasEarlyAccess({ download: false, generation: true }, 'generation')).toBe(true);
  });

  it('grants nothing without a purchase', () => {
    expect(effectiveAccess({ download: false, generation: false })).toEqual({
      download: false,
      generation: false,
    });
  });
});
