import { describe, expect, it } from 'vitest';
import { pageVaultItems, resolveVaultItemIds } from './vault-selection.js';

const items = [
  { id: 1, modelVersionId: 10 },
  { id: 2, modelVersionId: 20 },
];

describe('resolveVaultItemIds', () => {
  it('resolves item ids and version ids to item ids, once each', () => {
    expect(resolveVaultItemIds(items, { ids: [2] })).toEqual([2]);
    expect(resolveVaultItemIds(items, { modelVersionIds: [10, 20] })).toEqual([1, 2]);
    expect(resolveVaultItemIds(items, { ids: [1], modelVersionIds: [10] })).toEqual([1]);
  });

  it('names nothing when anything selected is not in the vault, or nothing is selected', () => {
    expect(resolveVaultItemIds(items, { ids: [1, 3] })).toBeNull();
    expect(resolveVaultItemIds(items, { modelVersionIds: [30] })).toBeNull();
    expect(resolveVaultItemIds(items, {})).toBeNull();
    expect(resolveVaultItemIds(items, { ids: [] })).toBeNull();
  });
});

describe('pageVaultItems', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  const vault = [
    { id: 1, modelName: 'Anime Lines', versionName: 'v1', notes: null, addedAt: at(1) },
    { id: 2, modelName: 'Realistic', versionName: 'v2', notes: 'for portraits', addedAt: at(3) },
    { id: 3, modelName: 'Anime Colors', versionName: 'v1', notes: null, addedAt: at(2) },
  ];

  it('lists newest first, one page at a time', () => {
    const first = pageVaultItems(vault, { page: 1, limit: 2 });
    expect(first.items.map((item) => item.id)).toEqual([2, 3]);
    expect(first).toMatchObject({ totalItems: 3, totalPages: 2, page: 1, limit: 2 });
    expect(pageVaultItems(vault, { page: 2, limit: 2 }).items.map((item) => item.id)).toEqual([1]);
    expect(pageVaultItems(vault, { page: 3, limit: 2 }).items).toEqual([]);
  });

  it('filters by model name, version name or notes, ignoring case', () => {
    expect(pageVaultItems(vault, { page: 1, limit: 10, query: 'anime' }).items.map((i) => i.id)).toEqual([
      3, 1,
    ]);
    expect(pageVaultItems(vault, { page: 1, limit: 10, query: 'PORTRAITS' }).totalItems).toBe(1);
    expect(pageVaultItems(vault, { page: 1, limit: 10, query: 'nothing' }).totalPages).toBe(0);
  });
});
