import type { New, Vault, VaultItem } from '@atelier/domain';
import { readNumber } from './dialect.js';
import { toVaultItem, vaultItemRow } from './mappers/records-mapper.js';
import type { VaultItemRow } from './rows/records-rows.js';
import { explainConstraint, type Store } from './store.js';

export class KnexVault implements Vault {
  constructor(private readonly store: Store) {}

  async itemsOf(userId: number): Promise<VaultItem[]> {
    const rows = await this.store.db<VaultItemRow>('vault_items').where('user_id', userId).orderBy('id');
    return rows.map((row) => toVaultItem(row, this.store.dialect));
  }

  async itemOf(userId: number, modelVersionId: number): Promise<VaultItem | null> {
    const row = await this.store
      .db<VaultItemRow>('vault_items')
      .where({ user_id: userId, model_version_id: modelVersionId })
      .orderBy('id')
      .first();
    return row === undefined ? null : toVaultItem(row, this.store.dialect);
  }

  async add(item: New<VaultItem>): Promise<VaultItem> {
    const [row] = await this.store
      .db<VaultItemRow>('vault_items')
      .insert(vaultItemRow(item))
      .returning('*')
      .catch(explainConstraint(this.store, 'cannot add vault item'));
    return toVaultItem(row as VaultItemRow, this.store.dialect);
  }

  /** Only this user's items among `itemIds` go. */
  async remove(userId: number, itemIds: number[]): Promise<number> {
    if (itemIds.length === 0) return 0;
    return this.store.db('vault_items').where('user_id', userId).whereIn('id', itemIds).delete();
  }

  async updateNotes(userId: number, itemIds: number[], notes: string): Promise<number> {
    if (itemIds.length === 0) return 0;
    return this.store.db('vault_items').where('user_id', userId).whereIn('id', itemIds).update({ notes });
  }

  async usedKb(userId: number): Promise<number> {
    const row = await this.store.db('vault_items').sum({ kb: 'size_kb' }).where('user_id', userId).first();
    return readNumber(row?.kb ?? 0);
  }
}
