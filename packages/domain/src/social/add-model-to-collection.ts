import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';

/** `collection.addModel`: the viewer collects a model they can see into one of their own collections. */
export class AddModelToCollection {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { collectionId: number; modelId: number },
  ): Promise<Result<{ collectionId: number; modelId: number }>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(
      async (repositories): Promise<Result<{ collectionId: number; modelId: number }>> => {
        const model = await loadAuthorizedModel(repositories, 'model.collect', viewer, input.modelId, now);
        if (!model.ok) return model;
        const collection = await repositories.collections.ofId(input.collectionId);
        if (collection === null) return fail(errors.notFound);
        if (viewer?.id !== collection.userId) return fail(errors.forbidden);
        await repositories.collections.addModel(collection.id, model.value.id);
        return ok({ collectionId: collection.id, modelId: model.value.id });
      },
    );
  }
}
