export type Access = { download: boolean; generation: boolean };

export interface EarlyAccessPurchases {
  accessOf(userId: number, modelVersionId: number): Promise<Access>;
  /** `accessOf` for several versions in one load; every asked version is in the map. */
  accessOfVersions(userId: number, modelVersionIds: readonly number[]): Promise<Map<number, Access>>;
  grant(userId: number, modelVersionId: number, type: 'download' | 'generation'): Promise<void>;
}

/** An early-access payment held in escrow: bought `purchaseId`, paid by the buyer, owed to the creator. */
export type HeldPayment = {
  purchaseId: number;
  buyerId: number;
  creatorId: number;
  modelVersionId: number;
  amount: number;
  /** When the early-access window ends and the payment is owed to the creator. */
  releasesAt: Date;
};

/**
 * Early-access payments wait in an escrow ledger account until their window ends (docs/adr/0006): a refund draws on
 * the escrow, never on the creator's balance. Each payment is settled once, released or refunded, by a conditional
 * update checked by affected rows; the Buzz itself moves only through the Ledger.
 */
export interface Escrow {
  /** The escrow's ledger account (a system user, created on first use). */
  accountId(): Promise<number>;
  /** Records the payment for the buyer's purchase of (version, type), just granted in the same transaction. */
  hold(payment: Omit<HeldPayment, 'purchaseId'> & { type: 'download' | 'generation' }): Promise<void>;
  /** Payments still held for these versions whose window runs past `now`: what losing access refunds. */
  refundableOf(modelVersionIds: readonly number[], now: Date): Promise<HeldPayment[]>;
  /** Held payments whose window has ended by `now`, the oldest first. */
  dueAt(now: Date, limit: number): Promise<HeldPayment[]>;
  /** Claims a held payment for one outcome; false when it was already settled. */
  settle(purchaseId: number, outcome: 'released' | 'refunded', at: Date): Promise<boolean>;
  /** Buzz still held, for the conservation checks. */
  heldTotal(): Promise<number>;
}
