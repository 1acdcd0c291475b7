export type EarlyAccessPurchaseType = 'download' | 'generation';

export interface EarlyAccessNoticeView {
  /** ISO 8601 (earlyAccessEndsAt). */
  endsAt: string;
  /** What the creator gates; one of them at least. */
  gated: { download: boolean; generation: boolean };
  /** The lowest price in Buzz, shown on "Get access"; left out when nothing is for sale. */
  price?: number;
  /** The viewer already has access (bought, owner, moderator): no "Get access". */
  hasAccess: boolean;
  /** The caller's explanation, e.g. "The creator has made this version available to early supporters." */
  description: string;
  /** e.g. the early-access article `/articles/{id}`. */
  learnMoreHref?: string;
}

export interface EarlyAccessOfferView {
  type: EarlyAccessPurchaseType;
  /** e.g. "Download", "Generation". */
  label: string;
  /** Caller text, e.g. "Download access also grants generation." */
  description: string;
  price: number;
  /** The viewer's Buzz covers it (the domain's affordability rule). */
  affordable: boolean;
}
