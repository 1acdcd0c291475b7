import type { MembershipTier } from '@atelier/domain';
import { z } from 'zod';

const KB_PER = { MB: 1024, GB: 1024 ** 2, TB: 1024 ** 3 } as const;
const VAULT_ERROR = 'must be a size like 10GB, 500MB or 1TB';

/** `10GB` → KB; the vault sizes operators write. */
const vaultSize = z.string().transform((value, ctx) => {
  const match = /^(\d+)\s*(MB|GB|TB)$/i.exec(value.trim());
  const kb = match ? Number(match[1]) * KB_PER[(match[2] ?? 'GB').toUpperCase() as keyof typeof KB_PER] : 0;
  if (kb > 0 && Number.isSafeInteger(kb)) return kb;
  ctx.addIssue({ code: 'custom', message: VAULT_ERROR });
  return z.NEVER;
});

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });

const tierSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, {
      error: 'must be 1 to 32 lowercase letters, digits or dashes, starting with a letter or digit',
    }),
    name: z
      .string()
      .trim()
      .min(1, { error: 'must not be blank' })
      .max(60, { error: 'must be at most 60 characters' }),
    price: wholeNumber(1, 100_000_000),
    days: wholeNumber(1, 3650),
    vault: vaultSize,
  })
  .transform(
    (tier): MembershipTier => ({
      id: tier.id,
      name: tier.name,
      priceBuzz: tier.price,
      durationDays: tier.days,
      vaultKb: tier.vault,
    }),
  );

/** The tiers a hub sells unless its operator lists others: a month and a year (docs/membership.md). */
export const DEFAULT_MEMBERSHIP_TIERS: readonly MembershipTier[] = [
  { id: 'monthly', name: 'Monthly', priceBuzz: 1000, durationDays: 30, vaultKb: 10 * KB_PER.GB },
  { id: 'yearly', name: 'Yearly', priceBuzz: 10_000, durationDays: 365, vaultKb: 50 * KB_PER.GB },
];

/**
 * `ATELIER_MEMBERSHIP_TIERS`: a JSON array of `{"id","name","price","days","vault"}` (price in Buzz, vault like
 * `10GB`); `[]` sells no membership. Ids must differ: they name the tier in links and in the ledger.
 */
export const membershipTiersSetting = z
  .string()
  .transform((value, ctx): unknown => {
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of tiers (see docs/membership.md)' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(tierSchema, { error: 'must be a JSON array of tiers (see docs/membership.md)' })
      .max(12, { error: 'must list at most 12 tiers' })
      .refine((tiers) => new Set(tiers.map((tier) => tier.id)).size === tiers.length, {
        error: 'must give each tier its own id',
      }),
  )
  .default(() => DEFAULT_MEMBERSHIP_TIERS.map((tier) => ({ ...tier })));
