import { auditEntry } from '../moderation/audit-entry.js';
import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';

/**
 * `recommenders.toggleResourceRecommendations`: the owner (or a moderator) turns a version's AI recommendations on
 * or off. With the recommenders feature off there is nothing to save: "Failed to save". Audited.
 */
export class ToggleResourceRecommendations {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number },
  ): Promise<Result<{ id: number; allowAIRecommendations: boolean }>> {
    if (!this.deps.flags.isOn('recommenders')) return fail(errors.saveFailed);
    const now = this.deps.clock.now();
    return this.deps.uow.run(
      async (repositories): Promise<Result<{ id: number; allowAIRecommendations: boolean }>> => {
        const loaded = await loadAuthorizedVersion(
          repositories,
          'model.manageResources',
          viewer,
          input.id,
          now,
        );
        if (!loaded.ok) return loaded;
        const { version } = loaded.value;
        const allowAIRecommendations = !version.meta.allowAIRecommendations;
        await repositories.versions.save({ ...version, meta: { ...version.meta, allowAIRecommendations } });
        await repositories.audit.append(
          auditEntry(
            viewer,
            'modelVersion.toggleResourceRecommendations',
            { modelId: version.modelId, modelVersionId: version.id },
            now,
            { allowAIRecommendations },
          ),
        );
        return ok({ id: version.id, allowAIRecommendations });
      },
    );
  }
}
