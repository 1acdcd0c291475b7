import type { Access, EarlyAccessPurchases } from '@atelier/domain';
import type { Store } from './store.js';

/** A purchase as `accessOfVersions` reads it. */
export type PurchaseRow = { model_version_id: number; type: string };

/** The access of each of `modelVersionIds` that `rows` (the user's purchases among them) grant. */
export const accessFrom = (
  modelVersionIds: readonly number[],
  rows: readonly PurchaseRow[],
): Map<number, Access> => {
  const access = new Map(modelVersionIds.map((id) => [id, { download: false, generation: false }]));
  for (const row of rows) {
    const entry = access.get(row.model_version_id);
    if (entry && (row.type === 'download' || row.type === 'generation')) entry[row.type] = true;
  }
  return access;
};

/**
 * Grants as they were bought: `accessOf` reports each kind separately. That download access also grants
 * generation (spec §5) is a rule the use cases apply.
 */
export class KnexEarlyAccessPurchases implements EarlyAccessPurchases {
  constructor(private readonly store: Store) {}

  async accessOf(userId: number, modelVersionId: number): Promise<Access> {
    const rows: { type: string }[] = await this.store
      .db('early_access_purchases')
      .select('type')
      .where({ user_id: userId, model_version_id: modelVersionId });
    const types = new Set(rows.map((row) => row.type));
    return { download: types.has('download'), generation: types.has('generation') };
  }

  async accessOfVersions(userId: number, modelVersionIds: readonly number[]): Promise<Map<number, Access>> {
    if (modelVersionIds.length === 0) return accessFrom(modelVersionIds, []);
    const rows: PurchaseRow[] = await this.store
      .db('early_access_purchases')
      .select('model_version_id', 'type')
      .where('user_id', userId)
      .whereIn('model_version_id', modelVersionIds);
    return accessFrom(modelVersionIds, rows);
  }

  /** Granting twice is a no-op (unique user, version, type). */
  async grant(userId: number, modelVersionId: number, type: 'download' | 'generation'): Promise<void> {
    await this.store
      .db('early_access_purchases')
      .insert({ user_id: userId, model_version_id: modelVersionId, type })
      .onConflict(['user_id', 'model_version_id', 'type'])
      .ignore();
  }
}
