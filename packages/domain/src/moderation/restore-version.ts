import type { ModelVersion } from '../models/model-version.js';
import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

/**
 * `modelVersion.restore`: a moderator brings back a soft-deleted version with every review, post and image its
 * delete hid. Like a restored model it returns as Unpublished, so its owner decides when to republish it.
 */
export class RestoreVersion {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<ModelVersion>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const loaded = await loadAuthorizedVersion(r, 'model.restoreVersion', viewer, input.id, now);
      if (!loaded.ok) return loaded;
      const { model, version } = loaded.value;
      if (version.deletedAt === null) return fail(errors.versionNotDeleted);

      await r.versions.save({ ...version, status: 'Unpublished', deletedAt: null, deletedBy: null });
      await r.deletions.unhide({ kind: 'version', id: version.id });
      // Back, unless its whole model is still deleted or taken down (whose tombstones stay).
      if (model.deletedAt === null && model.mode !== 'TakenDown') await r.tombstones.lift([version.id]);
      await r.audit.append(
        auditEntry(viewer, 'modelVersion.restore', { modelId: model.id, modelVersionId: version.id }, now, {
          name: version.name,
          deletedBy: version.deletedBy,
        }),
      );
      const restored = await r.versions.ofId(version.id);
      return restored === null ? fail(errors.notFound) : ok(restored);
    });
  }
}
