import type { Tombstone } from '../../catalog/tombstone.js';
import type { Tombstones } from '../../ports/tombstones.js';
import { deepClone } from './clone.js';
import type { InMemoryDatabase } from './database.js';

export class InMemoryTombstones implements Tombstones {
  constructor(private readonly db: InMemoryDatabase) {}

  async leave(tombstones: readonly Tombstone[]): Promise<void> {
    for (const tombstone of tombstones)
      this.db.state.tombstones.set(tombstone.versionId, deepClone(tombstone));
  }

  async lift(versionIds: readonly number[]): Promise<void> {
    for (const id of versionIds) this.db.state.tombstones.delete(id);
  }

  async ofHashes(hashes: readonly string[]): Promise<Tombstone[]> {
    const wanted = new Set(hashes);
    return [...this.db.state.tombstones.values()]
      .filter((tombstone) => tombstone.hashes.some(({ hash }) => wanted.has(hash)))
      .map(deepClone);
  }

  async ofVersion(versionId: number): Promise<Tombstone | null> {
    const tombstone = this.db.state.tombstones.get(versionId);
    return tombstone === undefined ? null : deepClone(tombstone);
  }
}
