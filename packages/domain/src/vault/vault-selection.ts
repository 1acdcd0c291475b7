import type { VaultItem } from './vault.js';

/** Vault items named by item id, by model version id, or both. */
export type VaultItemSelection = { ids?: number[]; modelVersionIds?: number[] };

/**
 * The ids of the user's items a selection names, or null when it names nothing or anything the user does not
 * hold, so a bulk action applies to all of the items or to none.
 */
export const resolveVaultItemIds = (
  items: readonly Pick<VaultItem, 'id' | 'modelVersionId'>[],
  selection: VaultItemSelection,
): number[] | null => {
  const resolved = new Set<number>();
  for (const id of selection.ids ?? []) {
    const item = items.find((candidate) => candidate.id === id);
    if (item === undefined) return null;
    resolved.add(item.id);
  }
  for (const versionId of selection.modelVersionIds ?? []) {
    const item = items.find((candidate) => candidate.modelVersionId === versionId);
    if (item === undefined) return null;
    resolved.add(item.id);
  }
  return resolved.size === 0 ? null : [...resolved];
};

/** Spec §2 vault listing: items whose model, version or notes contain the query, newest first, one page of them. */
export const pageVaultItems = <I extends Pick<VaultItem, 'modelName' | 'versionName' | 'notes' | 'addedAt'>>(
  items: readonly I[],
  request: { page: number; limit: number; query?: string | null },
): { items: I[]; page: number; limit: number; totalItems: number; totalPages: number } => {
  const page = Math.max(1, Math.floor(request.page));
  const limit = Math.max(1, Math.floor(request.limit));
  const query = request.query?.trim().toLowerCase() ?? '';
  const matching = items
    .filter((item) =>
      [item.modelName, item.versionName, item.notes ?? ''].some((text) => text.toLowerCase().includes(query)),
    )
    .sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime());
  return {
    items: matching.slice((page - 1) * limit, page * limit),
    page,
    limit,
    totalItems: matching.length,
    totalPages: Math.ceil(matching.length / limit),
  };
};
