import type { DonationGoalView } from '../../view-models/donation';

export function aDonationGoal(overrides: Partial<DonationGoalView> = {}): DonationGoalView {
  return {
    id: 1,
    title: 'Support this model',
    description: 'Help fund training of the next version.',
    total: 3_250,
    goalAmount: 10_000,
    active: true,
    viewerIsCreator: false,
    ...overrides,
  };
}

/** The donate form's rule as the web app passes it from the domain (spec §5: 10 to 100,000 Buzz in steps of 10). */
export const DONATION_RULE_MESSAGE =
  'Donations must be a whole number of Buzz from 10 to 100000, in steps of 10.';
export const donationInput = {
  limits: { min: 10, max: 100_000, step: 10 },
  amountProblem: (amount: number) =>
    Number.isInteger(amount) && amount >= 10 && amount <= 100_000 && amount % 10 === 0
      ? null
      : DONATION_RULE_MESSAGE,
};
