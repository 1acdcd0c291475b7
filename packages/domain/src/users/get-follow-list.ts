import { isAccountShown } from '../permissions/policy.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { UserSummary } from './get-following-users.js';
import type { Viewer } from './user.js';

/** Whose list: the people following the user, or the people the user follows. */
export type FollowListKind = 'followers' | 'following';

type FollowList = { user: UserSummary; kind: FollowListKind; people: UserSummary[] };

/**
 * `user.getFollowList`: the /user/{username}/followers and /following pages. The user must be one people lists show
 * to this viewer (`isAccountShown`), and so must everyone listed; the list keeps the order the follows were made.
 */
export class GetFollowList {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    viewer: Viewer,
    input: { username: string; kind: FollowListKind },
  ): Promise<Result<FollowList>> {
    return this.deps.uow.read(async (repositories) => {
      const user = await repositories.users.ofUsername(input.username);
      if (user === null || !isAccountShown(viewer, user)) return fail(errors.notFound);
      const ids = await idsOf(repositories, user.id, input.kind);
      const accounts = new Map((await repositories.users.ofIds(ids)).map((account) => [account.id, account]));
      const people = ids.flatMap((id) => {
        const account = accounts.get(id);
        return account !== undefined && isAccountShown(viewer, account)
          ? [{ id: account.id, username: account.username }]
          : [];
      });
      return ok({ user: { id: user.id, username: user.username }, kind: input.kind, people });
    });
  }
}

const idsOf = (repositories: Repositories, userId: number, kind: FollowListKind): Promise<number[]> =>
  kind === 'followers' ? repositories.follows.followersOf(userId) : repositories.follows.followingOf(userId);
