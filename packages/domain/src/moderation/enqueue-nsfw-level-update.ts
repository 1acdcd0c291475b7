import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

/** `modelVersion.enqueueNsfwLevelUpdate`: a moderator queues a recomputation of the version's NSFW level. */
export class EnqueueNsfwLevelUpdate {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'jobs'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<null>> {
    const now = this.deps.clock.now();
    const result = await this.deps.uow.run(async (r) => {
      const loaded = await loadAuthorizedVersion(r, 'model.enqueueNsfwLevelUpdate', viewer, input.id, now);
      if (!loaded.ok) return loaded;
      const { model, version } = loaded.value;
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
