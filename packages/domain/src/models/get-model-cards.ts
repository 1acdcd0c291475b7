import { type ModelCover, modelCovers } from '../gallery/model-covers.js';
import { isAllowed } from '../permissions/policy.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import { viewerBrowsingLevel } from '../users/account-settings.js';
import type { Viewer } from '../users/user.js';
import type { Model } from './model.js';
import { hiddenBySettings } from './visibility.js';

/** Most models one call shows as cards (a page of cards). */
export const MODEL_CARDS_MAX = 50;

export type ModelCard = Pick<Model, 'id' | 'name' | 'type' | 'rank'> & {
  user: { id: number; username: string };
  cover: ModelCover | null;
};

/**
 * `model.getCards`: cards for the models with these ids (the home page's picks), in the order asked — each with its
 * author and its cover (`modelCovers`). Models the viewer may not see (`model.view`) or hides by their own settings
 * are left out like missing ids, so the answer says nothing about them.
 */
export class GetModelCards {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { ids: number[] }): Promise<Result<ModelCard[]>> {
    if (input.ids.length > MODEL_CARDS_MAX)
      return fail(errors.invalidInput(`At most ${MODEL_CARDS_MAX} models at a time.`));
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (repositories): Promise<Result<ModelCard[]>> => {
      const ids = [...new Set(input.ids)];
      const models = (await Promise.all(ids.map((id) => repositories.models.ofId(id)))).filter(
        (model): model is Model =>
          model !== null &&
          isAllowed('model.view', viewer, model, now) &&
          hiddenBySettings(viewer, model) === null,
      );
      return ok(await modelCards(repositories, models, viewerBrowsingLevel(viewer)));
    });
  }
}

/** Cards of these models, in their order: each with its author and its cover at `browsingLevel` (`modelCovers`). */
export const modelCards = async (
  repositories: Pick<Repositories, 'posts' | 'gallerySettings'>,
  models: readonly Model[],
  browsingLevel: number,
): Promise<ModelCard[]> => {
  const covers = await modelCovers(
    repositories,
    models.map((model) => model.id),
    browsingLevel,
  );
  return models.map(({ id, name, type, rank, userId, author }) => ({
    id,
    name,
    type,
    rank,
    user: { id: userId, username: author.username },
    cover: covers.get(id) ?? null,
  }));
};
