import type { Deps } from '../shared/deps.js';
import { type DomainError, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { loadOwnCollection } from './load-collection.js';

type DeleteFailure = DomainError<'AUTH.SIGN_IN_REQUIRED' | 'NOT_FOUND' | 'AUTH.FORBIDDEN'>;

/** What deleting a collection takes with it, for the confirmation: its entries and other people's follows. */
type CollectionDeleteImpact = { items: number; followers: number };

/** `collection.getDeleteImpact`: what goes with the collection, shown before the owner confirms. */
export class GetCollectionDeleteImpact {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number },
  ): Promise<Result<CollectionDeleteImpact, DeleteFailure>> {
    return this.deps.uow.read(
      async (repositories): Promise<Result<CollectionDeleteImpact, DeleteFailure>> => {
        const collection = await loadOwnCollection(repositories, viewer, input.id);
        if (!collection.ok) return collection;
        return ok({
          items: collection.value.modelIds.length,
          followers: await repositories.collections.followerCount(collection.value.id),
        });
      },
    );
  }
}

/** `collection.delete`: the owner deletes a collection with its entries and follows; the models stay. */
export class DeleteCollection {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<{ id: number }, DeleteFailure>> {
    return this.deps.uow.run(async (repositories): Promise<Result<{ id: number }, DeleteFailure>> => {
      const collection = await loadOwnCollection(repositories, viewer, input.id);
      if (!collection.ok) return collection;
      await repositories.collections.delete(collection.value.id);
      return ok({ id: collection.value.id });
    });
  }
}
