import type { Deps } from '../shared/deps.js';
import { type DomainError, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { checkCollectionSettings } from './collection-rules.js';
import { loadOwnCollection } from './load-collection.js';
import type { Collection, CollectionSettings } from './social.js';

type UpdateFailure = DomainError<'AUTH.SIGN_IN_REQUIRED' | 'NOT_FOUND' | 'AUTH.FORBIDDEN' | 'INVALID_INPUT'>;

/** `collection.update`: the owner renames a collection, describes it or changes who may see it. */
export class UpdateCollection {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    viewer: Viewer,
    input: CollectionSettings & { id: number },
  ): Promise<Result<Collection, UpdateFailure>> {
    const settings = checkCollectionSettings(input);
    return this.deps.uow.run(async (repositories): Promise<Result<Collection, UpdateFailure>> => {
      const collection = await loadOwnCollection(repositories, viewer, input.id);
      if (!collection.ok) return collection;
      if (!settings.ok) return settings;
      await repositories.collections.update(collection.value.id, settings.value);
      return ok({ ...collection.value, ...settings.value });
    });
  }
}
