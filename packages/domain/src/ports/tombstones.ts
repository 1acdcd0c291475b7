import type { Tombstone } from '../catalog/tombstone.js';

/** The tombstones of removed versions (catalog/tombstone.ts), kept after the removed rows are purged. */
export interface Tombstones {
  /** Leaves these tombstones, replacing any a version already had (a removal after a restore). */
  leave(tombstones: readonly Tombstone[]): Promise<void>;
  /** Lifts the tombstones of these versions: they are back. */
  lift(versionIds: readonly number[]): Promise<void>;
  /** The tombstones with any of these hashes (upper-case hex, any type), in one read. */
  ofHashes(hashes: readonly string[]): Promise<Tombstone[]>;
  ofVersion(versionId: number): Promise<Tombstone | null>;
}
