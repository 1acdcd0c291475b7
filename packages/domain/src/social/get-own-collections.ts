import type { Model } from '../models/model.js';
import { isAllowed } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Collection } from './social.js';

/**
 * `collection.getAllUser`: the viewer's own collections, which the add-to-collection dialog offers, each listing only
 * the models the viewer may still see (`model.view`): a model hidden since it was added answers like a missing one.
 */
export class GetOwnCollections {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer): Promise<Result<Collection[]>> {
    if (viewer === null) return fail(errors.signInRequired);
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (repositories) => {
      const collections = await repositories.collections.ofUser(viewer.id);
      const ids = [...new Set(collections.flatMap((collection) => collection.modelIds))];
      const models = await Promise.all(ids.map((id) => repositories.models.ofId(id)));
      const shown = new Set(
        models
          .filter((model): model is Model => model !== null && isAllowed('model.view', viewer, model, now))
          .map((model) => model.id),
      );
      return ok(
        collections.map((collection) => ({
          ...collection,
          modelIds: collection.modelIds.filter((id) => shown.has(id)),
        })),
      );
    });
  }
}
