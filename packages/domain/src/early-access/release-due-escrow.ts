import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { ok, type Result } from '../shared/result.js';

export type EscrowRelease = { released: number; buzz: number };

/** The ledger entry's idempotency key for paying a creator their early-access earnings. */
const releaseKey = (purchaseId: number): string => `escrow-release:${purchaseId}`;

/**
 * Pays creators the early-access earnings whose window has ended (docs/adr/0006-early-access-escrow.md). Its state is
 * the escrow table, so running it again, from the server's timer, `atelier escrow release` or `atelier purge`, only
 * finishes what is due; one transaction per payment, claimed first so a concurrent refund or release cannot also
 * take it.
 */
export class ReleaseDueEscrow {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(input: { limit?: number } = {}): Promise<Result<EscrowRelease>> {
    const now = this.deps.clock.now();
    const due = await this.deps.uow.read((r) => r.escrow.dueAt(now, input.limit ?? 500));
    let released = 0;
    let buzz = 0;
    for (const payment of due) {
      const done = await this.deps.uow.run(async (r) => {
        if (!(await r.escrow.settle(payment.purchaseId, 'released', now))) return ok(false);
        const paid = await r.ledger.transfer({
          idempotencyKey: releaseKey(payment.purchaseId),
          kind: 'earlyAccess',
          fromUserId: await r.escrow.accountId(),
          toUserId: payment.creatorId,
          amount: payment.amount,
          reference: `earlyAccessRelease:modelVersion:${payment.modelVersionId}`,
        });
        // A deleted creator's earnings wait in escrow (the claim rolls back) until the account is restored.
        if (!paid.ok && paid.error.code === errors.buzzAccountFrozen.code) return paid;
        if (!paid.ok)
          throw new Error(`release of purchase ${payment.purchaseId} refused: ${paid.error.code}`);
        return ok(!paid.value.replayed);
      });
      if (done.ok && done.value) {
        released++;
        buzz += payment.amount;
      }
    }
    return ok({ released, buzz });
  }
}
