export { DonationGoalCard, type DonationGoalCardProps, type DonationGoalLabels } from './DonationGoalCard';
export { type DonationLimits, donationLimits, isValidDonation } from './donation-amount';
