import type { HashType, ModelFile } from '../files/model-file.js';
import type { CommercialUse } from '../models/license.js';
import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import { rolesOf } from '../permissions/policy.js';
import type { Viewer } from '../users/user.js';

/**
 * Tombstones: what remains answerable of a version that was public once and was then deleted or taken down, so the
 * tools that recognise files by hash can tell "removed" from "unknown" (issue 21). A tombstone says what the file
 * was (names, hashes, licence, trained words, base model) and why it went, and nothing a removal means to withdraw:
 * no files to download, no pictures, no description, no moderator's notes.
 */

export type RemovalCategory = 'owner' | 'moderation';

export type TombstoneLicence = {
  allowNoCredit: boolean;
  allowCommercialUse: CommercialUse[];
  allowDerivatives: boolean;
  allowDifferentLicense: boolean;
  licenses: { name: string; url: string }[];
};

export type Tombstone = {
  modelId: number;
  versionId: number;
  /** The model's name, then the version's. */
  name: string;
  versionName: string;
  /** The hashes of the version's public files, upper-case hex. */
  hashes: { type: HashType; hash: string }[];
  licence: TombstoneLicence;
  trainedWords: string[];
  baseModel: string;
  removed: { category: RemovalCategory; at: Date };
};

/** Who removed it, as tools are told: its owner, or the hub's moderation (a moderator acting on someone else's). */
export const removalCategory = (viewer: Viewer, model: Pick<Model, 'userId'>): RemovalCategory =>
  rolesOf(viewer, model.userId).includes('owner') ? 'owner' : 'moderation';

/**
 * The tombstones a removal leaves: one per version that was public once, of a model that was published once and is
 * not private. A model never published, a draft version and a private model leave none: nobody outside could have
 * its files, so there is nothing to recognise.
 */
export const tombstonesOf = (
  model: Model,
  versions: readonly ModelVersion[],
  files: readonly ModelFile[],
  removed: Tombstone['removed'],
): Tombstone[] => {
  if (model.publishedAt === null || model.availability === 'Private') return [];
  return versions
    .filter((version) => version.publishedAt !== null)
    .map((version) => ({
      modelId: model.id,
      versionId: version.id,
      name: model.name,
      versionName: version.name,
      hashes: files
        .filter((file) => file.modelVersionId === version.id && file.visibility === 'Public')
        .flatMap((file) => file.hashes.map(({ type, hash }) => ({ type, hash: hash.toUpperCase() }))),
      licence: {
        allowNoCredit: model.allowNoCredit,
        allowCommercialUse: [...model.allowCommercialUse],
        allowDerivatives: model.allowDerivatives,
        allowDifferentLicense: model.allowDifferentLicense,
        licenses: model.licenses.map((license) => ({ ...license })),
      },
      trainedWords: [...version.trainedWords],
      baseModel: version.baseModel,
      removed,
    }));
};
