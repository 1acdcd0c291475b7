import { type ModelCover, modelCovers } from '../gallery/model-covers.js';
import type { Model, ModelType } from '../models/model.js';
import { isVersionPublic } from '../models/visibility.js';
import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import { isAllowed } from '../permissions/policy.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import { viewerBrowsingLevel } from '../users/account-settings.js';
import type { Viewer } from '../users/user.js';
import { RECOMMENDATIONS_LIMIT, recommendBySharedTags } from './recommendations.js';

/** How many tag-sharing models are considered before ranking. */
const CANDIDATES = 100;

/** Other models the viewer may see, live (not archived or taken down), that share a non-category tag with `model`. */
export const relatedModels = async (
  repositories: Pick<Repositories, 'models'>,
  viewer: Viewer,
  model: Model,
  now: Date,
): Promise<Model[]> => {
  const tagNames = model.tags.filter((tag) => !tag.isCategory).map((tag) => tag.name);
  if (tagNames.length === 0) return [];
  const candidates = (await repositories.models.withAnyTag(tagNames, CANDIDATES)).filter(
    (candidate) => candidate.mode === null && isAllowed('model.view', viewer, candidate, now),
  );
  return recommendBySharedTags(model, candidates, RECOMMENDATIONS_LIMIT);
};

type RecommendedResource = {
  id: number;
  name: string;
  model: { id: number; name: string; type: ModelType };
  /** The model's picture (`modelCovers`); null when its gallery shows nothing. */
  cover: ModelCover | null;
};

/**
 * `recommenders.getResourceRecommendations`: for a version, the first public version of each related model
 * (`recommendBySharedTags`). Empty when the recommenders feature is off or the version's owner turned
 * recommendations off (meta.allowAIRecommendations).
 */
export class GetResourceRecommendations {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags'>) {}

  async execute(viewer: Viewer, input: { modelVersionId: number }): Promise<Result<RecommendedResource[]>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (repositories): Promise<Result<RecommendedResource[]>> => {
      const loaded = await loadAuthorizedVersion(
        repositories,
        'model.view',
        viewer,
        input.modelVersionId,
        now,
      );
      if (!loaded.ok) return loaded;
      if (!this.deps.flags.isOn('recommenders') || !loaded.value.version.meta.allowAIRecommendations)
        return ok([]);
      const related = await relatedModels(repositories, viewer, loaded.value.model, now);
      const covers = await modelCovers(
        repositories,
        related.map((model) => model.id),
        viewerBrowsingLevel(viewer),
      );
      const versions = await repositories.versions.ofModels(related.map((model) => model.id));
      const resources: RecommendedResource[] = [];
      for (const model of related) {
        const version = versions.get(model.id)?.find((v) => isVersionPublic(v, now));
        if (version === undefined) continue;
        resources.push({
          id: version.id,
          name: version.name,
          model: { id: model.id, name: model.name, type: model.type },
          cover: covers.get(model.id) ?? null,
        });
      }
      return ok(resources);
    });
  }
}
