import { isAccountShown } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Creator } from '../social/social.js';
import type { Viewer } from './user.js';

/** `user.getCreator`: the creator card data; accounts people lists do not show (`isAccountShown`) are not found. */
export class GetCreator {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<Creator>> {
    return this.deps.uow.read(async (repositories) => {
      const found = await repositories.users.creator(input.id);
      if (found === null || !isAccountShown(viewer, found.account)) return fail(errors.notFound);
      return ok(found.creator);
    });
  }
}
