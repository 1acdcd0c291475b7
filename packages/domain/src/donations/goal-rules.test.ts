import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { canDonateToGoal, doesGoalEndEarlyAccess, isGoalMet } from './goal-rules.js';

describe('canDonateToGoal', () => {
  it('lets anyone else donate to an active goal', () => {
    expect(canDonateToGoal({ active: true, userId: 1 }, 2)).toEqual({ ok: true, value: null });
  });

  it('refuses the goal creator', () => {
    expect(canDonateToGoal({ active: true, userId: 1 }, 1)).toEqual({
      ok: false,
      error: errors.donateToOwnGoal,
    });
  });

  it('refuses an inactive goal', () => {
    expect(canDonateToGoal({ active: false, userId: 1 }, 2)).toEqual({
      ok: false,
      error: errors.donationGoalInactive,
    });
  });
});

describe('isGoalMet', () => {
  it('is met from the goal amount on', () => {
    expect(isGoalMet({ total: 990, goalAmount: 1000 })).toBe(false);
    expect(isGoalMet({ total: 1000, goalAmount: 1000 })).toBe(true);
    expect(isGoalMet({ total: 1010, goalAmount: 1000 })).toBe(true);
  });
});

describe('doesGoalEndEarlyAccess', () => {
  it('ends early access only for a met early-access goal', () => {
    expect(doesGoalEndEarlyAccess({ total: 1000, goalAmount: 1000, isEarlyAccess: true })).toBe(true);
    expect(doesGoalEndEarlyAccess({ total: 1000, goalAmount: 1000, isEarlyAccess: false })).toBe(false);
    expect(doesGoalEndEarlyAccess({ total: 999, goalAmount: 1000, isEarlyAccess: true })).toBe(false);
  });
});
