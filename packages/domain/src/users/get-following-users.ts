import { isAccountShown } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from './user.js';

export type UserSummary = { id: number; username: string };

/** `user.getFollowingUsers`: who the viewer follows, leaving out accounts people lists do not show (`isAccountShown`). */
export class GetFollowingUsers {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer): Promise<Result<UserSummary[]>> {
    if (viewer === null) return fail(errors.signInRequired);
    return this.deps.uow.read(async (repositories) => {
      const following: UserSummary[] = [];
      for (const id of await repositories.follows.followingOf(viewer.id)) {
        const user = await repositories.users.ofId(id);
        if (user !== null && isAccountShown(viewer, user))
          following.push({ id: user.id, username: user.username });
      }
      return ok(following);
    });
  }
}
