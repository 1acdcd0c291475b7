const LEDGER_ENTRY_KINDS = [
  'mint',
  'tip',
  'donation',
  'earlyAccess',
  'refund',
  'publish',
  'membership',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** One movement of Buzz. `fromUserId` null means minted (granted) Buzz; `toUserId` null means spent to the site. */
export type LedgerEntry = {
  id: number;
  idempotencyKey: string;
  kind: LedgerEntryKind;
  fromUserId: number | null;
  toUserId: number | null;
  amount: number;
  /** What the movement was for, e.g. `donationGoal:3`. */
  reference: string | null;
  createdAt: Date;
};

/** What a transfer did: `replayed` is true when the idempotency key had already moved Buzz, so nothing moved now. */
export type TransferReceipt = { entry: LedgerEntry; replayed: boolean };

export type Transfer = {
  idempotencyKey: string;
  kind: LedgerEntryKind;
  fromUserId: number | null;
  toUserId: number | null;
  amount: number;
  reference: string | null;
};
