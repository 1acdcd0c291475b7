import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { checkCollectionSettings } from './collection-rules.js';
import type { Collection, CollectionSettings } from './social.js';

/** `collection.create`: a new, empty collection of the viewer's (name, description, public or private). */
export class CreateCollection {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    viewer: Viewer,
    input: CollectionSettings,
  ): Promise<Result<Collection, DomainError<'AUTH.SIGN_IN_REQUIRED' | 'INVALID_INPUT'>>> {
    if (viewer === null) return fail(errors.signInRequired);
    const settings = checkCollectionSettings(input);
    if (!settings.ok) return settings;
    return this.deps.uow.run(async (repositories) =>
      ok(await repositories.collections.create({ ...settings.value, userId: viewer.id, modelIds: [] })),
    );
  }
}
