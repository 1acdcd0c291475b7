import type { LedgerEntry } from './buzz.js';

/** What a row of a user's Buzz history was, from their side of it. */
const BUZZ_HISTORY_KINDS = [
  'tipSent',
  'tipReceived',
  'earlyAccessBought',
  'earlyAccessEarned',
  'earlyAccessRefund',
  'donationSent',
  'donationReceived',
  'voucher',
  'dailyReward',
  'grant',
  'membership',
  'publish',
] as const;
export type BuzzHistoryKind = (typeof BUZZ_HISTORY_KINDS)[number];

/** The label each row of /user/buzz carries. */
export const BUZZ_HISTORY_LABELS: Record<BuzzHistoryKind, string> = {
  tipSent: 'Tip sent',
  tipReceived: 'Tip received',
  earlyAccessBought: 'Early access',
  earlyAccessEarned: 'Early access sale',
  earlyAccessRefund: 'Early access refund',
  donationSent: 'Donation',
  donationReceived: 'Donation received',
  voucher: 'Voucher redeemed',
  dailyReward: 'Daily reward',
  grant: 'Granted by the operator',
  membership: 'Membership',
  publish: 'Publishing',
};

/** Buzz made by the site (`fromUserId` null) tells its source by its reference: `voucher:12`, `dailyReward:…`. */
const mintKind = (reference: string | null): BuzzHistoryKind => {
  if (reference?.startsWith('voucher:')) return 'voucher';
  if (reference?.startsWith('dailyReward:')) return 'dailyReward';
  return 'grant';
};

/** What `entry` was for the user `userId` (who sent or received it). */
export const buzzHistoryKind = (entry: LedgerEntry, userId: number): BuzzHistoryKind => {
  const sent = entry.fromUserId === userId;
  switch (entry.kind) {
    case 'mint':
      return mintKind(entry.reference);
    case 'tip':
      return sent ? 'tipSent' : 'tipReceived';
    case 'donation':
      return sent ? 'donationSent' : 'donationReceived';
    case 'earlyAccess':
      return sent ? 'earlyAccessBought' : 'earlyAccessEarned';
    case 'refund':
      return 'earlyAccessRefund';
    case 'membership':
      return 'membership';
    case 'publish':
      return 'publish';
  }
};

/** The change to the user's balance: positive when they received the Buzz, negative when they spent it. */
export const signedAmount = (entry: LedgerEntry, userId: number): number =>
  entry.toUserId === userId ? entry.amount : -entry.amount;

/** The other person of a tip or donation; none for Buzz from or to the site or the early-access escrow. */
export const counterpartyOf = (entry: LedgerEntry, userId: number): number | null => {
  if (entry.kind !== 'tip' && entry.kind !== 'donation') return null;
  return entry.fromUserId === userId ? entry.toUserId : entry.fromUserId;
};

const SUBJECT_TYPES = ['model', 'modelVersion', 'donationGoal', 'post', 'image', 'user'] as const;
/** What a movement paid for, as its reference names it: `model:3`, `modelVersion:4:download`, `donationGoal:2`. */
export type LedgerSubject = { type: (typeof SUBJECT_TYPES)[number]; id: number };

const SUBJECT = new RegExp(`(?:^|:)(${SUBJECT_TYPES.join('|')}):(\\d+)(?=:|$)`);

/** The thing a ledger reference points at, or null (a grant, a voucher, a daily reward). */
export const subjectOf = (reference: string | null): LedgerSubject | null => {
  const match = reference === null ? null : SUBJECT.exec(reference);
  if (!match) return null;
  return { type: match[1] as LedgerSubject['type'], id: Number(match[2]) };
};
