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
