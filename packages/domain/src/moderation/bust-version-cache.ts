import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

/** The cache tag of a version's page data. */
export const versionCacheTag = (modelVersionId: number): string => `modelVersion:${modelVersionId}`;
/** The cache tag of everything cached about a model: its pages and data (docs/moderator-actions.md). */
export const modelCacheTag = (modelId: number): string => `model:${modelId}`;

/**
 * `modelVersion.bustCache`: a moderator drops the cached data of a version and of its model (both tags); the cache
 * is told once the audit is saved.
 */
export class BustVersionCache {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'cache'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<{ tags: string[] }>> {
    const now = this.deps.clock.now();
    const result = await this.deps.uow.run(async (r) => {
      const loaded = await loadAuthorizedVersion(r, 'model.bustCache', viewer, input.id, now);
      if (!loaded.ok) return loaded;
      const { model, version } = loaded.value;
      await r.audit.append(
        auditEntry(viewer, 'modelVersion.bustCache', { modelId: model.id, modelVersionId: version.id }, now),
      );
      return ok({ tags: [modelCacheTag(model.id), versionCacheTag(version.id)] });
    });
    if (result.ok) for (const tag of result.value.tags) await this.deps.cache.invalidate(tag);
    return result;
  }
}
