import type { HashType, RemovalCategory, Tombstone, TombstoneLicence, Tombstones } from '@atelier/domain';
import { writeJson } from './dialect.js';
import { atomically, groupBy, type Store } from './store.js';

type TombstoneRow = {
  version_id: number;
  model_id: number;
  name: string;
  version_name: string;
  licence: unknown;
  trained_words: unknown;
  base_model: string;
  category: string;
  removed_at: unknown;
};
type HashRow = { version_id: number; type: string; hash: string; position: number };

export class KnexTombstones implements Tombstones {
  constructor(private readonly store: Store) {}

  /**
   * Upserts the rows in version order, so two removals touching the same versions lock them in one order and the
   * second waits for the first, then replaces its hashes (a delete-then-insert would race to the same keys).
   */
  async leave(tombstones: readonly Tombstone[]): Promise<void> {
    if (tombstones.length === 0) return;
    const sorted = [...tombstones].sort((a, b) => a.versionId - b.versionId);
    await atomically(this.store, async ({ db }) => {
      const ids = sorted.map((tombstone) => tombstone.versionId);
      await db('version_tombstones')
        .insert(
          sorted.map((tombstone) => ({
            version_id: tombstone.versionId,
            model_id: tombstone.modelId,
            name: tombstone.name,
            version_name: tombstone.versionName,
            licence: writeJson(tombstone.licence),
            trained_words: writeJson(tombstone.trainedWords),
            base_model: tombstone.baseModel,
            category: tombstone.removed.category,
            removed_at: tombstone.removed.at,
          })),
        )
        .onConflict('version_id')
        .merge();
      await db('version_tombstone_hashes').whereIn('version_id', ids).delete();
      const hashes = sorted.flatMap((tombstone) =>
        tombstone.hashes.map(({ type, hash }, position) => ({
          version_id: tombstone.versionId,
          type,
          hash,
          position,
        })),
      );
      if (hashes.length > 0) await db('version_tombstone_hashes').insert(hashes);
    });
  }

  async lift(versionIds: readonly number[]): Promise<void> {
    if (versionIds.length === 0) return;
    await this.store
      .db('version_tombstones')
      .whereIn('version_id', [...versionIds])
      .delete();
  }

  async ofHashes(hashes: readonly string[]): Promise<Tombstone[]> {
    if (hashes.length === 0) return [];
    const { db } = this.store;
    const rows = await db<TombstoneRow>('version_tombstones')
      .whereIn(
        'version_id',
        db('version_tombstone_hashes')
          .select('version_id')
          .whereIn('hash', [...hashes]),
      )
      .orderBy('version_id');
    return this.hydrate(rows);
  }

  async ofVersion(versionId: number): Promise<Tombstone | null> {
    const rows = await this.store.db<TombstoneRow>('version_tombstones').where('version_id', versionId);
    const [tombstone] = await this.hydrate(rows);
    return tombstone ?? null;
  }

  private async hydrate(rows: TombstoneRow[]): Promise<Tombstone[]> {
    if (rows.length === 0) return [];
    const hashes = await this.store
      .db<HashRow>('version_tombstone_hashes')
      .whereIn(
        'version_id',
        rows.map((row) => row.version_id),
      )
      .orderBy(['version_id', 'position']);
    const byVersion = groupBy(hashes, (hash) => hash.version_id);
    const d = this.store.dialect;
    return rows.map((row) => ({
      modelId: row.model_id,
      versionId: row.version_id,
      name: row.name,
      versionName: row.version_name,
      hashes: (byVersion.get(row.version_id) ?? []).map(({ type, hash }) => ({
        type: type as HashType,
        hash,
      })),
      licence: d.readJson<TombstoneLicence>(row.licence),
      trainedWords: d.readJson<string[]>(row.trained_words),
      baseModel: row.base_model,
      removed: { category: row.category as RemovalCategory, at: d.readDate(row.removed_at) },
    }));
  }
}
