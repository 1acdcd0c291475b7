import type { VaultItem } from '../vault/vault.js';
import type { New } from './new.js';

export interface Vault {
  itemsOf(userId: number): Promise<VaultItem[]>;
  itemOf(userId: number, modelVersionId: number): Promise<VaultItem | null>;
  add(item: New<VaultItem>): Promise<VaultItem>;
  /** Removes the listed items of this user; returns how many were removed. */
  remove(userId: number, itemIds: number[]): Promise<number>;
  updateNotes(userId: number, itemIds: number[], notes: string): Promise<number>;
  usedKb(userId: number): Promise<number>;
}
