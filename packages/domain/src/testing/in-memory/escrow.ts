import type { Escrow, HeldPayment } from '../../ports/early-access.js';
import type { InMemoryDatabase } from './database.js';

/** The escrow's ledger account in memory: no user row is needed, and real ids start at 1. */
export const IN_MEMORY_ESCROW_ACCOUNT = 0;

const payment = ({ state: _state, ...held }: HeldPayment & { state: string }): HeldPayment => ({ ...held });

export class InMemoryEscrow implements Escrow {
  constructor(private readonly db: InMemoryDatabase) {}

  async accountId(): Promise<number> {
    return IN_MEMORY_ESCROW_ACCOUNT;
  }

  async hold(held: Omit<HeldPayment, 'purchaseId'> & { type: 'download' | 'generation' }): Promise<void> {
    const { type, ...rest } = held;
    const index = this.db.state.earlyAccessPurchases.findIndex(
      (p) => p.userId === held.buyerId && p.modelVersionId === held.modelVersionId && p.type === type,
    );
    if (index < 0) throw new Error('hold: the purchase was not granted');
    this.db.state.escrow.push({ ...rest, purchaseId: index + 1, state: 'held' });
  }

  async refundableOf(modelVersionIds: readonly number[], now: Date): Promise<HeldPayment[]> {
    return this.db.state.escrow
      .filter((h) => h.state === 'held' && modelVersionIds.includes(h.modelVersionId) && h.releasesAt > now)
      .map(payment);
  }

  async dueAt(now: Date, limit: number): Promise<HeldPayment[]> {
    return this.db.state.escrow
      .filter((h) => h.state === 'held' && h.releasesAt <= now)
      .sort((a, b) => a.releasesAt.getTime() - b.releasesAt.getTime() || a.purchaseId - b.purchaseId)
      .slice(0, limit)
      .map(payment);
  }

  async settle(purchaseId: number, outcome: 'released' | 'refunded'): Promise<boolean> {
    const held = this.db.state.escrow.find((h) => h.purchaseId === purchaseId && h.state === 'held');
    if (held === undefined) return false;
    held.state = outcome;
    return true;
  }

  async heldTotal(): Promise<number> {
    return this.db.state.escrow.filter((h) => h.state === 'held').reduce((sum, h) => sum + h.amount, 0);
  }
}
