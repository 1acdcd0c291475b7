import { isAccountShown } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import { USER_SEARCH_LIMIT } from '../social/social-rules.js';
import type { UserSummary } from './get-following-users.js';
import type { Viewer } from './user.js';

/**
 * `user.getAll`: users whose name starts with the query, at most 10; deleted accounts left out, and banned ones for
 * everyone but moderators (`isAccountShown`).
 */
export class SearchUsers {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer, input: { query: string; limit?: number }): Promise<Result<UserSummary[]>> {
    const query = input.query.trim();
    if (query === '') return ok([]);
    const limit = Math.max(1, Math.min(USER_SEARCH_LIMIT, Math.floor(input.limit ?? USER_SEARCH_LIMIT)));
    return this.deps.uow.read(async (repositories) => {
      // Ask for a few extra so hidden accounts do not shorten the list.
      const found = await repositories.users.search(query, limit * 2);
      return ok(
        found
          .filter((user) => isAccountShown(viewer, user))
          .slice(0, limit)
          .map((user) => ({ id: user.id, username: user.username })),
      );
    });
  }
}
