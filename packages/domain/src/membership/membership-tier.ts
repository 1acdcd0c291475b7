/** A membership the hub sells, as its operator configured it (ATELIER_MEMBERSHIP_TIERS, docs/membership.md). */
export type MembershipTier = {
  /** Stable name used in links and ledger references: lowercase letters, digits and dashes. */
  id: string;
  name: string;
  /** What it costs, in Buzz; a whole positive number. */
  priceBuzz: number;
  /** How long one purchase lasts. */
  durationDays: number;
  /** The vault capacity it gives, in KB. */
  vaultKb: number;
};
