import { authorizeOnVersion } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

/** `modelVersion.enqueueNsfwLevelUpdate`: a moderator queues a recomputation of the version's NSFW level. */
export class EnqueueNsfwLevelUpdate {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'jobs'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<null>> {
    const now = this.deps.clock.now();
    const result = await this.deps.uow.run(async (r) => {
      const version = await r.versions.ofId(input.id);
      const model = version === null ? null : await r.models.ofId(version.modelId);
      if (version === null || model === null) return fail(errors.notFound);
      const allowed = authorizeOnVersion('model.enqueueNsfwLevelUpdate', viewer, model, version, now);
      if (!allowed.ok) return allowed;
      await r.audit.append(
        auditEntry(
          viewer,
          'modelVersion.enqueueNsfwLevelUpdate',
          { modelId: model.id, modelVersionId: version.id },
          now,
        ),
      );
      return ok(null);
    });
    if (result.ok) await this.deps.jobs.enqueue('nsfwLevelUpdate', { modelVersionId: input.id });
    return result;
  }
}
