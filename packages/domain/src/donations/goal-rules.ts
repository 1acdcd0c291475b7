import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { DonationGoal } from './donation-goal.js';

/** Spec §5: nobody donates to their own goal, and nobody to an inactive one. */
export const canDonateToGoal = (
  goal: Pick<DonationGoal, 'active' | 'userId'>,
  donorId: number,
): Result<null> => {
  if (goal.userId === donorId) return fail(errors.donateToOwnGoal);
  if (!goal.active) return fail(errors.donationGoalInactive);
  return ok(null);
};

export const isGoalMet = (goal: Pick<DonationGoal, 'total' | 'goalAmount'>): boolean =>
  goal.total >= goal.goalAmount;

/** Spec §4: early access ends when its donation goal is met. */
export const doesGoalEndEarlyAccess = (
  goal: Pick<DonationGoal, 'total' | 'goalAmount' | 'isEarlyAccess'>,
): boolean => goal.isEarlyAccess && isGoalMet(goal);
