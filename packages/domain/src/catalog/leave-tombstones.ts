import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import type { Repositories } from '../ports/unit-of-work.js';
import { type Tombstone, tombstonesOf } from './tombstone.js';

/** Leaves the tombstones of a removal (`tombstonesOf`) in the removal's own unit of work, with the files' hashes. */
export const leaveTombstones = async (
  r: Pick<Repositories, 'files' | 'tombstones'>,
  model: Model,
  versions: readonly ModelVersion[],
  removed: Tombstone['removed'],
): Promise<void> => {
  const files = await r.files.ofVersions(versions.map((version) => version.id));
  const tombstones = tombstonesOf(model, versions, files, removed);
  if (tombstones.length > 0) await r.tombstones.leave(tombstones);
};
