/**
 * A payment as its provider knows it: what it is worth in Buzz and whom it was credited to, if anyone yet.
 * `id` is the provider's own name for it (a voucher's row id, a checkout session's id): it goes into the ledger
 * entry's reference (`voucher:12`), so every credit can be traced back to its payment.
 */
export type ProviderPayment = { id: string; amount: number; creditedTo: number | null };

/**
 * A way to pay for Buzz outside the hub (docs/buzz.md, "Selling Buzz"). The buyer comes back with a proof of payment
 * — a voucher code, a payment service's checkout id — and `CreditPayment` turns it into Buzz: it asks the provider
 * what the proof is worth, mints that much to the buyer through the ledger under the key `{provider}:{proof}` (the
 * ledger's unique key makes one proof credit once, however many requests race), then lets the provider record the
 * credit in the same transaction. Vouchers are the reference provider and the only one Atelier ships.
 */
export interface PaymentProvider {
  /** What `proof` is worth, or null when the provider knows no such payment (an unknown code, an unpaid checkout). */
  paymentOf(proof: string): Promise<ProviderPayment | null>;
  /** Records that the payment was credited to `userId`; runs in the transaction that minted the Buzz. */
  markCredited(paymentId: string, userId: number, at: Date): Promise<void>;
}

/**
 * Buzz vouchers, the reference payment provider: operators sell codes however they like (in person, by invoice) and
 * print them with `atelier buzz vouchers create`. Only a digest of each code is stored (docs/buzz.md).
 */
export interface Vouchers extends PaymentProvider {
  /** Draws `count` new random codes worth `amount` each, stores them, and returns the codes (shown once). */
  issue(batch: { amount: number; count: number; createdAt: Date }): Promise<string[]>;
}
