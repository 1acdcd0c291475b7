import { isVersionVisible, visibleVersions } from '../models/visibility.js';
import { authorize } from '../permissions/authorize.js';
import { isAllowed } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from './user.js';
import { type VersionEngagement, versionEngagements } from './version-engagement.js';

/**
 * `user.getEngagedModels`: the ids of the models the viewer recommends (likes), each once; only models and versions
 * the viewer may still see (a like on a model since hidden answers like one on a missing model).
 */
export class GetEngagedModels {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer): Promise<Result<{ recommended: number[] }>> {
    if (viewer === null) return fail(errors.signInRequired);
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (repositories) => {
      const modelIds = new Set<number>();
      for (const versionId of await repositories.reactions.engagedVersionIds(viewer.id)) {
        const version = await repositories.versions.ofId(versionId);
        if (version === null || modelIds.has(version.modelId)) continue;
        const model = await repositories.models.ofId(version.modelId);
        if (
          model !== null &&
          isAllowed('model.view', viewer, model, now) &&
          isVersionVisible(version, viewer, model, now)
        )
          modelIds.add(model.id);
      }
      return ok({ recommended: [...modelIds] });
    });
  }
}

/**
 * `user.getEngagedModelVersions`: the ids of the versions of model `id` that the viewer recommends (likes), and per
 * version what the version panel shows for this viewer: download, review, review gate and early-access notify setting.
 */
export class GetEngagedModelVersions {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number },
  ): Promise<Result<{ recommended: number[]; versions: VersionEngagement[] }>> {
    if (viewer === null) return fail(errors.signInRequired);
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (repositories) => {
      const [model, versions] = await Promise.all([
        repositories.models.ofId(input.id),
        repositories.versions.ofModel(input.id),
      ]);
      // Versions of a model the viewer may not see answer as for a missing model: none.
      const shown =
        model !== null && authorize('model.view', viewer, model, now).ok
          ? visibleVersions(viewer, model, versions, now)
          : [];
      if (shown.length === 0) return ok({ recommended: [], versions: [] });
      const engaged = await repositories.reactions.engagementWith(
        viewer.id,
        shown.map((version) => version.id),
      );
      return ok({ recommended: engaged.liked, versions: versionEngagements(viewer, shown, engaged, now) });
    });
  }
}
