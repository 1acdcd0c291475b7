import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Collection } from './social.js';

/** `collection.getAllUser`: the viewer's own collections, which the add-to-collection dialog offers. */
export class GetOwnCollections {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer): Promise<Result<Collection[]>> {
    if (viewer === null) return fail(errors.signInRequired);
    return ok(await this.deps.uow.read((repositories) => repositories.collections.ofUser(viewer.id)));
  }
}
