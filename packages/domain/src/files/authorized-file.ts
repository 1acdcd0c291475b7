import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import type { AuthorizationFailure } from '../permissions/authorize.js';
import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Repositories } from '../ports/unit-of-work.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ModelFile } from './model-file.js';

/** Loads a file with its version and model, for someone allowed to manage the version's files. */
export const loadManagedFile = async (
  repositories: Pick<Repositories, 'models' | 'versions' | 'files'>,
  viewer: Viewer,
  fileId: number,
  now: Date,
): Promise<Result<{ file: ModelFile; model: Model; version: ModelVersion }, AuthorizationFailure>> => {
  const file = await repositories.files.ofId(fileId);
  if (file === null) return fail(errors.notFound);
  const loaded = await loadAuthorizedVersion(
    repositories,
    'model.manageFiles',
    viewer,
    file.modelVersionId,
    now,
  );
  return loaded.ok ? ok({ file, ...loaded.value }) : loaded;
};
