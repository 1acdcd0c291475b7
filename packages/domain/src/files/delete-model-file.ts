import { isVisibleStatus } from '../models/model.js';
import { auditEntry } from '../moderation/audit-entry.js';
import type { AuthorizationFailure } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { loadManagedFile } from './authorized-file.js';

/**
 * `modelFile.delete`: the owner or a moderator removes a file and its bytes. A published (or scheduled) version keeps
 * at least one file, so its last file cannot go until the version is unpublished.
 */
export class DeleteModelFile {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'files'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number },
  ): Promise<Result<{ id: number }, AuthorizationFailure | DomainError<'FILE.LAST_OF_PUBLISHED'>>> {
    const now = this.deps.clock.now();
    const removed = await this.deps.uow.run(async (r) => {
      const loaded = await loadManagedFile(r, viewer, input.id, now);
      if (!loaded.ok) return loaded;
      const { file, model, version } = loaded.value;
      if (isVisibleStatus(version.status) && version.fileCount <= 1)
        return fail(errors.lastFileOfPublishedVersion);
      await r.files.remove(file.id);
      await r.audit.append(
        auditEntry(viewer, 'modelFile.delete', { modelId: model.id, modelVersionId: version.id }, now, {
          fileId: file.id,
          name: file.name,
        }),
      );
      return ok(file);
    });
    if (!removed.ok) return removed;
    await this.deps.files.remove(removed.value.storageKey);
    return ok({ id: removed.value.id });
  }
}
