import { isAccountShown } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Creator } from './social.js';

/** Most creators one page of the creator list holds (as many as Civitai's API gives). */
export const CREATORS_PAGE_MAX = 200;

type CreatorsPage = { items: Creator[]; nextCursor: number | null };

/**
 * The creator list of the REST API v1 (`GET /api/v1/creators`): the users the leaderboard ranks from, those with a
 * live model (`Users.creators`), oldest account first, optionally only usernames starting with `query` in any case
 * (as `user.getAll` matches), a page at a time after the user id `cursor`. Accounts people lists do not show this
 * viewer (`isAccountShown`) are left out, so a page may hold fewer than asked while the cursor still goes on.
 */
export class ListCreators {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    viewer: Viewer,
    input: { query?: string; limit: number; cursor: number | null },
  ): Promise<Result<CreatorsPage>> {
    if (!Number.isInteger(input.limit) || input.limit < 1 || input.limit > CREATORS_PAGE_MAX)
      return fail(errors.invalidInput(`The limit must be a whole number from 1 to ${CREATORS_PAGE_MAX}.`));
    const prefix = input.query?.trim() ?? '';
    return this.deps.uow.read(async (repositories) => {
      // One more than the page tells whether another follows.
      const found = await repositories.users.creators({
        usernamePrefix: prefix === '' ? null : prefix,
        afterId: input.cursor,
        limit: input.limit + 1,
      });
      const page = found.slice(0, input.limit);
      const accounts = new Map(
        (await repositories.users.ofIds(page.map((creator) => creator.id))).map((user) => [user.id, user]),
      );
      const items = page.filter((creator) => {
        const account = accounts.get(creator.id);
        return account !== undefined && isAccountShown(viewer, account);
      });
      const last = page[page.length - 1];
      return ok({ items, nextCursor: found.length > page.length && last !== undefined ? last.id : null });
    });
  }
}
