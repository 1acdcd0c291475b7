import { type ModelCover, modelCovers } from '../gallery/model-covers.js';
import type { Model } from '../models/model.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import { isLevelShown } from '../search/model-search.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import { browsingLevelFor } from '../users/account-settings.js';
import type { Viewer } from '../users/user.js';
import { suggestedFirst, suggestedModels } from './associated-resources.js';
import { relatedModels } from './get-resource-recommendations.js';

type ResourceCard = Pick<Model, 'id' | 'name' | 'type' | 'nsfwLevel' | 'rank'> & {
  user: { id: number; username: string };
  /** The owner chose it (`model.setAssociatedResources`); otherwise it is related by tags. */
  suggested: boolean;
  /** Its picture (`modelCovers`); null when its gallery shows nothing. */
  cover: ModelCover | null;
};

/**
 * `model.getAssociatedResourcesCardData`: card data for the resources suggested next to model `fromId` — first
 * those its owner chose (`model.setAssociatedResources`), in their order, then the related models (shared tags),
 * each model once; only models the viewer may see (`model.view`, which leaves out models of deleted or banned
 * authors for everyone but moderators) and whose NSFW level the viewer's browsing level allows. `Suggested` is the
 * only association kind.
 */
export class GetAssociatedResources {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { fromId: number; type: 'Suggested'; browsingLevel: number },
  ): Promise<Result<ResourceCard[]>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (repositories): Promise<Result<ResourceCard[]>> => {
      const from = await loadAuthorizedModel(repositories, 'model.view', viewer, input.fromId, now);
      if (!from.ok) return from;
      const [suggested, related] = await Promise.all([
        suggestedModels(repositories, viewer, from.value, now),
        relatedModels(repositories, viewer, from.value, now),
      ]);
      const browsingLevel = browsingLevelFor(viewer, input.browsingLevel);
      const shown = suggestedFirst(suggested, related).filter((model) =>
        isLevelShown(model.nsfwLevel, browsingLevel),
      );
      const covers = await modelCovers(
        repositories,
        shown.map((model) => model.id),
        browsingLevel,
      );
      const chosen = new Set(suggested.map((model) => model.id));
      return ok(
        shown.map(({ id, name, type, nsfwLevel, rank, userId, author }) => ({
          id,
          name,
          type,
          nsfwLevel,
          rank,
          user: { id: userId, username: author.username },
          suggested: chosen.has(id),
          cover: covers.get(id) ?? null,
        })),
      );
    });
  }
}
