import { isAccountShown } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { canSeeCollection } from './collection-rules.js';
import type { Collection } from './social.js';

type CollectionLink = Pick<Collection, 'id' | 'name' | 'isPrivate'>;

/**
 * `collection.getByUser`: the collections a profile lists, oldest first: the public ones, and the private ones too
 * for their owner and moderators (`canSeeCollection`). An account people lists do not show is not found.
 */
export class GetUserCollections {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    viewer: Viewer,
    input: { username: string },
  ): Promise<Result<CollectionLink[], DomainError<'NOT_FOUND'>>> {
    return this.deps.uow.read(
      async (repositories): Promise<Result<CollectionLink[], DomainError<'NOT_FOUND'>>> => {
        const user = await repositories.users.ofUsername(input.username);
        if (user === null || !isAccountShown(viewer, user)) return fail(errors.notFound);
        const collections = await repositories.collections.ofUser(user.id);
        return ok(
          collections
            .filter((collection) => canSeeCollection(viewer, collection))
            .map(({ id, name, isPrivate }) => ({ id, name, isPrivate })),
        );
      },
    );
  }
}
