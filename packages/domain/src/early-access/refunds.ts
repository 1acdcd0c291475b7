import type { HeldPayment } from '../ports/early-access.js';
import type { Notifier } from '../ports/services.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import type { Result } from '../shared/result.js';

/** What a refund gave back, for the buyer's notification. */
type Refund = Pick<HeldPayment, 'purchaseId' | 'buyerId' | 'amount' | 'modelVersionId'>;

/** The ledger entry's idempotency key: at most one refund per purchase, whoever asks and however often. */
export const refundKey = (purchaseId: number): string => `refund:${purchaseId}`;

/**
 * Refunds every early-access payment of these versions whose window has not ended: the buyers lose the access they
 * paid for (the version or model is deleted, unpublished, archived or taken down). Runs inside the unit of work of
 * the change that takes access away. Each payment is claimed first (a conditional update: only one of concurrent
 * callers gets it), then paid back from the escrow, so a creator's balance never blocks a refund.
 */
const refundLostAccess = async (
  r: Repositories,
  modelVersionIds: readonly number[],
  now: Date,
): Promise<Refund[]> => {
  const held = await r.escrow.refundableOf(modelVersionIds, now);
  if (held.length === 0) return [];
  const escrow = await r.escrow.accountId();
  const refunds: Refund[] = [];
  for (const payment of held) {
    if (!(await r.escrow.settle(payment.purchaseId, 'refunded', now))) continue;
    const paid = await r.ledger.transfer({
      idempotencyKey: refundKey(payment.purchaseId),
      kind: 'refund',
      fromUserId: escrow,
      toUserId: payment.buyerId,
      amount: payment.amount,
      reference: `earlyAccessRefund:modelVersion:${payment.modelVersionId}`,
    });
    // The escrow holds every unsettled payment, so a refused debit means the books are broken: stop everything.
    if (!paid.ok) throw new Error(`refund of purchase ${payment.purchaseId} refused: ${paid.error.code}`);
    if (!paid.value.replayed) refunds.push(payment);
  }
  return refunds;
};

/** The buyers' notifications, sent once the refunds are committed. */
const notifyRefunds = async (notifier: Notifier, refunds: readonly Refund[]): Promise<void> => {
  for (const refund of refunds) {
    await notifier.notify(
      { userIds: [refund.buyerId] },
      {
        kind: 'refund',
        message: `The early access you bought is no longer available: ${refund.amount} Buzz were refunded to you.`,
      },
    );
  }
};

/** Refunds the early access of these versions, collected for the notifications. */
type RefundLostAccess = (modelVersionIds: readonly number[], now: Date) => Promise<void>;

/**
 * `uow.run` for a change that may take bought access away: `work` gets `refund`, and the buyers it refunded are
 * notified once the unit of work commits (never for a rollback).
 */
export const runRefunding = async <R extends Result<unknown>>(
  deps: Pick<Deps, 'uow' | 'notifier'>,
  work: (r: Repositories, refund: RefundLostAccess) => Promise<R>,
): Promise<R> => {
  let refunds: Refund[] = [];
  const result = await deps.uow.run((r) => {
    refunds = [];
    return work(r, async (ids, now) => {
      refunds.push(...(await refundLostAccess(r, ids, now)));
    });
  });
  if (result.ok) await notifyRefunds(deps.notifier, refunds);
  return result;
};
