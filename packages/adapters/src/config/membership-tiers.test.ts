import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { DEFAULT_MEMBERSHIP_TIERS } from './membership-tiers.js';

const problemsOf = (value: string): string[] => {
  try {
    loadConfig({ ATELIER_MEMBERSHIP_TIERS: value });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('ATELIER_MEMBERSHIP_TIERS', () => {
  it('sells a month and a year by default', () => {
    expect(loadConfig({}).membershipTiers).toEqual(DEFAULT_MEMBERSHIP_TIERS);
    expect(DEFAULT_MEMBERSHIP_TIERS.map((tier) => tier.id)).toEqual(['monthly', 'yearly']);
  });

  it('reads the operator’s tiers in their order, vault sizes in KB', () => {
    const tiers = loadConfig({
      ATELIER_MEMBERSHIP_TIERS: JSON.stringify([
        { id: 'pro', name: 'Pro', price: 2500, days: 90, vault: '1TB' },
        { id: 'lite', name: 'Lite', price: 100, days: 7, vault: '500 MB' },
      ]),
    }).membershipTiers;
    expect(tiers).toEqual([
      { id: 'pro', name: 'Pro', priceBuzz: 2500, durationDays: 90, vaultKb: 1024 ** 3 },
      { id: 'lite', name: 'Lite', priceBuzz: 100, durationDays: 7, vaultKb: 500 * 1024 },
    ]);
    expect(loadConfig({ ATELIER_MEMBERSHIP_TIERS: '[]' }).membershipTiers).toEqual([]);
  });

  it('refuses malformed tiers with the key named', () => {
    const tier = { id: 'pro', name: 'Pro', price: 100, days: 30, vault: '10GB' };
    const cases: [unknown, string][] = [
      ['not json', 'must be a JSON array of tiers'],
      [{ ...tier }, 'must be a JSON array of tiers'],
      [[{ ...tier, price: 0 }], 'must be a whole number from 1 to'],
      [[{ ...tier, days: 1.5 }], 'must be a whole number from 1 to 3650'],
      [[{ ...tier, vault: '10' }], 'must be a size like 10GB'],
      [[{ ...tier, id: 'Pro Tier' }], 'lowercase letters'],
      [[{ ...tier, extra: true }], 'extra'],
      [[tier, { ...tier, name: 'Again' }], 'must give each tier its own id'],
    ];
    for (const [value, expected] of cases) {
      const problems = problemsOf(typeof value === 'string' ? value : JSON.stringify(value));
      expect(problems.join('\n')).toContain('ATELIER_MEMBERSHIP_TIERS');
      expect(problems.join('\n')).toContain(expected);
    }
  });
});
