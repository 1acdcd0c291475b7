/**
 * The donate form's input check, a local copy of spec §5 (whole number, 10 to 100,000, steps of 10) because the kit
 * cannot import the domain; the server still validates. Pure functions, tested in donation-amount.test.ts.
 */
export interface DonationLimits {
  min: number;
  max: number;
  step: number;
}

export const donationLimits: DonationLimits = { min: 10, max: 100_000, step: 10 };

export function isValidDonation(amount: number, limits: DonationLimits = donationLimits): boolean {
  return (
    Number.isInteger(amount) &&
    amount > 0 &&
    amount >= limits.min &&
    amount <= limits.max &&
    (amount - limits.min) % limits.step === 0
  );
}

/** What the viewer has typed so far, as a number: digits with optional grouping ("1,000"); NaN otherwise. */
export function parseTypedAmount(text: string): number {
  const digits = text.replace(/[\s,]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}
