import type { Deps } from '../shared/deps.js';
import { type DomainError, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { loadOwnCollection } from './load-collection.js';

type RemoveFailure = DomainError<'AUTH.SIGN_IN_REQUIRED' | 'NOT_FOUND' | 'AUTH.FORBIDDEN'>;

/**
 * `collection.removeModel`: the owner takes a model (with whatever version was collected) out of their collection.
 * A model that is not in it, hidden or missing, answers the same: nothing to remove.
 */
export class RemoveModelFromCollection {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    viewer: Viewer,
    input: { collectionId: number; modelId: number },
  ): Promise<Result<{ collectionId: number; modelId: number }, RemoveFailure>> {
    return this.deps.uow.run(
      async (repositories): Promise<Result<{ collectionId: number; modelId: number }, RemoveFailure>> => {
        const collection = await loadOwnCollection(repositories, viewer, input.collectionId);
        if (!collection.ok) return collection;
        await repositories.collections.removeModel(collection.value.id, input.modelId);
        return ok({ collectionId: collection.value.id, modelId: input.modelId });
      },
    );
  }
}
