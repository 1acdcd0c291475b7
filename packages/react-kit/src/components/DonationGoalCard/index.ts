export {
  DonationGoalCard,
  type DonationGoalCardProps,
  type DonationGoalLabels,
  type DonationLimits,
} from './DonationGoalCard';
