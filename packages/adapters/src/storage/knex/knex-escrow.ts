import type { Escrow, HeldPayment } from '@atelier/domain';
import { readNumber } from './dialect.js';
import type { Store } from './store.js';

/** The system user whose ledger account is the escrow; deleted, so no page, list or search shows it. */
export const ESCROW_USERNAME = 'atelier:escrow';

type EscrowRow = {
  purchase_id: number;
  buyer_id: number;
  creator_id: number;
  model_version_id: number;
  amount: unknown;
  releases_at: unknown;
};

export class KnexEscrow implements Escrow {
  constructor(private readonly store: Store) {}

  /** Created on first use with one insert that ignores a concurrent twin (unique lower(username)). */
  async accountId(): Promise<number> {
    const { db } = this.store;
    const find = () => db('users').select<{ id: number }[]>('id').where('username', ESCROW_USERNAME).first();
    const found = await find();
    if (found !== undefined) return found.id;
    const now = this.store.clock.now();
    await db('users')
      .insert({
        username: ESCROW_USERNAME,
        created_at: now,
        deleted_at: now,
        file_preferences: '{}',
        creator_card_stats_preferences: '{}',
        links: '[]',
      })
      .onConflict()
      .ignore();
    const created = await find();
    if (created === undefined) throw new Error('the escrow account could not be created');
    return created.id;
  }

  async hold(payment: Omit<HeldPayment, 'purchaseId'> & { type: 'download' | 'generation' }): Promise<void> {
    const { db } = this.store;
    const purchase = await db('early_access_purchases')
      .select<{ id: number }>('id')
      .where({ user_id: payment.buyerId, model_version_id: payment.modelVersionId, type: payment.type })
      .first();
    if (purchase === undefined) throw new Error('hold: the purchase was not granted');
    await db('early_access_escrow').insert({
      purchase_id: purchase.id,
      buyer_id: payment.buyerId,
      creator_id: payment.creatorId,
      model_version_id: payment.modelVersionId,
      amount: payment.amount,
      releases_at: payment.releasesAt,
      state: 'held',
    });
  }

  async refundableOf(modelVersionIds: readonly number[], now: Date): Promise<HeldPayment[]> {
    if (modelVersionIds.length === 0) return [];
    const rows: EscrowRow[] = await this.store
      .db('early_access_escrow')
      .where('state', 'held')
      .whereIn('model_version_id', [...modelVersionIds])
      .where('releases_at', '>', now)
      .orderBy('purchase_id');
    return rows.map((row) => this.toPayment(row));
  }

  async dueAt(now: Date, limit: number): Promise<HeldPayment[]> {
    const rows: EscrowRow[] = await this.store
      .db('early_access_escrow')
      .where('state', 'held')
      .where('releases_at', '<=', now)
      .orderBy(['releases_at', 'purchase_id'])
      .limit(limit);
    return rows.map((row) => this.toPayment(row));
  }

  /** One conditional update: of two settlements racing, the database lets exactly one through. */
  async settle(purchaseId: number, outcome: 'released' | 'refunded', at: Date): Promise<boolean> {
    const count = await this.store
      .db('early_access_escrow')
      .where({ purchase_id: purchaseId, state: 'held' })
      .update({ state: outcome, settled_at: at });
    return count === 1;
  }

  async heldTotal(): Promise<number> {
    const row = (await this.store
      .db('early_access_escrow')
      .where('state', 'held')
      .sum<{ total: unknown }[]>('amount as total')
      .first()) as { total: unknown } | undefined;
    return readNumber(row?.total ?? 0);
  }

  private toPayment(row: EscrowRow): HeldPayment {
    return {
      purchaseId: row.purchase_id,
      buyerId: row.buyer_id,
      creatorId: row.creator_id,
      modelVersionId: row.model_version_id,
      amount: readNumber(row.amount),
      releasesAt: this.store.dialect.readDate(row.releases_at),
    };
  }
}
