export type DonationGoal = {
  id: number;
  title: string;
  description: string | null;
  goalAmount: number;
  total: number;
  active: boolean;
  isEarlyAccess: boolean;
  userId: number;
  modelVersionId: number;
};
