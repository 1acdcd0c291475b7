import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { earlyAccessPurchaseQuote, type PurchaseQuoteInput } from './purchase-quote.js';

const now = new Date('2026-01-01T00:00:00Z');
const input = (overrides: Partial<PurchaseQuoteInput> = {}): PurchaseQuoteInput => ({
  version: {
    earlyAccessEndsAt: new Date('2026-01-08T00:00:00Z'),
    canGenerate: true,
    earlyAccessConfig: {
      chargeForDownload: true,
      downloadPrice: 500,
      chargeForGeneration: true,
      generationPrice: 100,
      freeGeneration: false,
      generationTrialLimit: null,
      timeframeDays: 7,
    },
  },
  ownerId: 1,
  buyerId: 2,
  access: { download: false, generation: false },
  type: 'download',
  flags: { earlyAccessModel: true, imageGeneration: true },
  now,
  ...overrides,
});

describe('earlyAccessPurchaseQuote', () => {
  it('quotes the price of the kind bought', () => {
    expect(earlyAccessPurchaseQuote(input())).toEqual({ ok: true, value: { price: 500 } });
    expect(earlyAccessPurchaseQuote(input({ type: 'generation' }))).toEqual({
      ok: true,
      value: { price: 100 },
    });
  });

  it('refuses while the early-access feature is off', () => {
    const quote = earlyAccessPurchaseQuote(
      input({ flags: { earlyAccessModel: false, imageGeneration: true } }),
    );
    expect(quote).toEqual({ ok: false, error: errors.earlyAccessOff });
  });

  it('refuses once early access has ended', () => {
    const quote = earlyAccessPurchaseQuote(input({ now: new Date('2026-01-08T00:00:00Z') }));
    expect(quote).toEqual({ ok: false, error: errors.earlyAccessNotActive });
  });

  it('refuses the owner buying their own version', () => {
    expect(earlyAccessPurchaseQuote(input({ buyerId: 1 }))).toEqual({ ok: false, error: errors.forbidden });
  });

  it('refuses a kind that is not offered', () => {
    const quote = earlyAccessPurchaseQuote(
      input({ type: 'generation', flags: { earlyAccessModel: true, imageGeneration: false } }),
    );
    expect(quote).toEqual({ ok: false, error: errors.earlyAccessOfferUnavailable });
  });

  it('refuses generation to a buyer who owns download access, since download grants generation', () => {
    const quote = earlyAccessPurchaseQuote(
      input({ type: 'generation', access: { download: true, generation: false } }),
    );
    expect(quote).toEqual({ ok: false, error: errors.earlyAccessAlreadyOwned });
  });

  it('sells download to a buyer who only owns generation access', () => {
    const quote = earlyAccessPurchaseQuote(input({ access: { download: false, generation: true } }));
    expect(quote).toEqual({ ok: true, value: { price: 500 } });
  });
});
