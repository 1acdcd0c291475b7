import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import { canFollowUser } from '../social/social-rules.js';
import type { Viewer } from './user.js';

type FollowState = { following: boolean; followerCount: number };

/**
 * `user.toggleFollow`: follows the target, or unfollows when already following. Returns the state and follower
 * count the page shows after its optimistic update (spec §4). Nobody follows themselves.
 */
export class ToggleFollowUser {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer, input: { targetUserId: number }): Promise<Result<FollowState>> {
    const allowed = canFollowUser(viewer, input.targetUserId);
    if (!allowed.ok) return allowed;
    if (viewer === null) return fail(errors.signInRequired);
    return this.deps.uow.run(async (repositories): Promise<Result<FollowState>> => {
      const target = await repositories.users.ofId(input.targetUserId);
      if (target === null || target.deletedAt !== null) return fail(errors.notFound);
      const following = !(await repositories.follows.isFollowing(viewer.id, target.id));
      if (following) await repositories.follows.follow(viewer.id, target.id);
      else await repositories.follows.unfollow(viewer.id, target.id);
      return ok({ following, followerCount: await repositories.follows.followerCount(target.id) });
    });
  }
}
