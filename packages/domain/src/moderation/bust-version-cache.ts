import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

/** The cache tag of a version's page data. */
export const versionCacheTag = (modelVersionId: number): string => `modelVersion:${modelVersionId}`;

/** `modelVersion.bustCache`: a moderator drops the cached data of a version; the cache is told once the audit is saved. */
export class BustVersionCache {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'cache'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<{ tag: string }>> {
    const now = this.deps.clock.now();
    const result = await this.deps.uow.run(async (r) => {
      const loaded = await loadAuthorizedVersion(r, 'model.bustCache', viewer, input.id, now);
      if (!loaded.ok) return loaded;
      const { model, version } = loaded.value;
      await r.audit.append(
        auditEntry(viewer, 'modelVersion.bustCache', { modelId: model.id, modelVersionId: version.id }, now),
      );
      return ok({ tag: versionCacheTag(version.id) });
    });
    if (result.ok) await this.deps.cache.invalidate(result.value.tag);
    return result;
  }
}
