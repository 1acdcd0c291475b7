import { auditEntry } from '../moderation/audit-entry.js';
import { authorize } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ModelVersion } from './model-version.js';

/** `modelVersion.delete`: a model keeps at least one version, so only one of several can be deleted (spec §4). */
export class DeleteVersion {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  /** Returns the model's remaining versions, in order. */
  async execute(viewer: Viewer, input: { id: number }): Promise<Result<ModelVersion[]>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const version = await r.versions.ofId(input.id);
      const model = version === null ? null : await r.models.ofId(version.modelId);
      if (version === null || model === null) return fail(errors.notFound);
      const allowed = authorize('model.deleteVersion', viewer, model, now);
      if (!allowed.ok) return allowed;
      const versions = await r.versions.ofModel(model.id);
      if (versions.length <= 1) return fail(errors.lastVersion);

      await r.versions.remove(version.id);
      await r.audit.append(
        auditEntry(viewer, 'modelVersion.delete', { modelId: model.id, modelVersionId: version.id }, now, {
          name: version.name,
        }),
      );
      return ok(versions.filter((other) => other.id !== version.id));
    });
  }
}
