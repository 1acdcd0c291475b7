import type { ModelFile } from '../files/model-file.js';
import type { VersionDetails } from '../reviews/review.js';
import type { New } from './new.js';

export interface ModelFiles {
  ofId(id: number): Promise<ModelFile | null>;
  ofVersion(modelVersionId: number): Promise<ModelFile[]>;
  /** The files of several versions in one load (a model page shows every version's files). */
  ofVersions(modelVersionIds: readonly number[]): Promise<ModelFile[]>;
  /**
   * Each of these versions' files (with their hashes, in id order) and figures (live reviews' totals, likes), in
   * one read: every asked version that exists is in the map, with no files and zeros when it has none.
   */
  detailsOfVersions(modelVersionIds: readonly number[]): Promise<Map<number, VersionDetails>>;
  /** The files carrying any of these hashes (upper-case hex, of any type), in one read, in id order. */
  ofHashes(hashes: readonly string[]): Promise<ModelFile[]>;
  create(file: New<ModelFile>): Promise<ModelFile>;
  save(file: ModelFile): Promise<void>;
  /** Removes the file's row and its hashes (the bytes are the caller's to remove once committed). */
  remove(id: number): Promise<void>;
}

export interface Downloads {
  record(event: { userId: number | null; modelVersionId: number; fileId: number; at: Date }): Promise<void>;
  hasDownloaded(userId: number, modelVersionId: number): Promise<boolean>;
}
