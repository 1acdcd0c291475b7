import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import type { Repositories } from '../ports/unit-of-work.js';
import { type Tombstone, tombstonesOf } from './tombstone.js';

/**
 * The tombstones a removal will leave (`tombstonesOf`), with the files' hashes. Read before the removal writes (a
 * permanent delete takes the files with it); written by the caller after the removed row, so every change that locks
 * a model takes its locks in one order: the model's row, then its tombstones, then refunds.
 */
export const tombstonesFor = async (
  r: Pick<Repositories, 'files'>,
  model: Model,
  versions: readonly ModelVersion[],
  removed: Tombstone['removed'],
): Promise<Tombstone[]> => {
  const files = await r.files.ofVersions(versions.map((version) => version.id));
  return tombstonesOf(model, versions, files, removed);
};
