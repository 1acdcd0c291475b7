import { loadAuthorizedModel, loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { loadOwnCollection } from './load-collection.js';

type Added = { collectionId: number; modelId: number; modelVersionId: number | null };

/**
 * `collection.addModel`: the viewer collects a model they can see, or one of its versions they can see, into one of
 * their own collections. Collecting it again records the version given instead.
 */
export class AddModelToCollection {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { collectionId: number; modelId: number; modelVersionId?: number | null },
  ): Promise<Result<Added>> {
    const now = this.deps.clock.now();
    const versionId = input.modelVersionId ?? null;
    return this.deps.uow.run(async (repositories): Promise<Result<Added>> => {
      const model =
        versionId === null
          ? await loadAuthorizedModel(repositories, 'model.collect', viewer, input.modelId, now)
          : await loadAuthorizedVersion(repositories, 'model.collect', viewer, versionId, now, input.modelId);
      if (!model.ok) return model;
      const collection = await loadOwnCollection(repositories, viewer, input.collectionId);
      if (!collection.ok) return collection;
      await repositories.collections.addModel(collection.value.id, input.modelId, versionId);
      return ok({ collectionId: collection.value.id, modelId: input.modelId, modelVersionId: versionId });
    });
  }
}
