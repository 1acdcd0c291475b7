import { loadAuthorizedModel } from '../gallery/authorized-version.js';
import type { Model } from '../models/model.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { suggestedFirst, suggestedModels } from './associated-resources.js';
import { relatedModels } from './get-resource-recommendations.js';

export type ResourceCard = Pick<Model, 'id' | 'name' | 'type' | 'nsfwLevel' | 'rank'> & {
  user: { id: number; username: string };
  /** The owner chose it (`model.setAssociatedResources`); otherwise it is related by tags. */
  suggested: boolean;
};

/**
 * `model.getAssociatedResourcesCardData`: card data for the resources suggested next to model `fromId` — first
 * those its owner chose (`model.setAssociatedResources`), in their order, then the related models (shared tags),
 * each model once; only models the viewer may see, whose NSFW level the viewer's browsing level allows, by authors
 * who are still there. `Suggested` is the only association kind.
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
      const cards: ResourceCard[] = [];
      const chosen = new Set(suggested.map((model) => model.id));
      for (const model of suggestedFirst(suggested, related)) {
        if ((model.nsfwLevel & input.browsingLevel) === 0) continue;
        const user = await repositories.users.ofId(model.userId);
        if (user === null || user.deletedAt !== null) continue;
        const { id, name, type, nsfwLevel, rank } = model;
        const author = { id: user.id, username: user.username };
        cards.push({ id, name, type, nsfwLevel, rank, user: author, suggested: chosen.has(id) });
      }
      return ok(cards);
    });
  }
}
