import type { OptionView } from '@atelier/react-kit';

const REASONS = [
  'Missing images',
  'Depicts a real person without consent',
  'Content involving minors',
  'Prohibited content',
  'Spam or unrelated content',
  'Copyright or ownership claim',
];

/**
 * The reasons a moderator picks from. The chosen text is what the owner reads in the violation notice, so it is
 * sent as is (the option's id is its text).
 */
export const VIOLATION_REASONS: OptionView[] = REASONS.map((reason) => ({ id: reason, label: reason }));
