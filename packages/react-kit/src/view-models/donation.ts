export interface DonationGoalView {
  id: number;
  title: string;
  description?: string;
  /** Buzz donated so far. */
  total: number;
  goalAmount: number;
  active: boolean;
  /** The viewer created the goal: no donate form (users do not donate to themselves). */
  viewerIsCreator: boolean;
  /** An early-access goal: meeting it ends early access. */
  isEarlyAccess?: boolean;
}
