import type { LedgerEntry } from '../buzz/buzz.js';
import type { EarlyAccessType } from './early-access.js';

/** The ledger reference of a purchase: which version and which kind of access the Buzz paid for. */
export const purchaseReference = (modelVersionId: number, type: EarlyAccessType): string =>
  `modelVersion:${modelVersionId}:${type}`;

type PurchaseReplay = 'new' | 'replay' | 'keyReused';

/**
 * What an entry already stored under the purchase's idempotency key makes of it: a retry of the same purchase (same
 * buyer, version and kind) answers like the first one without charging again; the key used for anything else refuses.
 */
export const purchaseReplay = (
  earlier: Pick<LedgerEntry, 'kind' | 'fromUserId' | 'reference'> | null,
  buyerId: number,
  reference: string,
): PurchaseReplay => {
  if (earlier === null) return 'new';
  const same =
    earlier.kind === 'earlyAccess' && earlier.fromUserId === buyerId && earlier.reference === reference;
  return same ? 'replay' : 'keyReused';
};
