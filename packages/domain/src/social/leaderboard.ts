import { isAccountShown } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Creator } from './social.js';

/** The boards this hub keeps; `/leaderboard/{id}` of any other id is not found. */
const LEADERBOARDS = { overall: { id: 'overall', title: 'Creators' } } as const;
type LeaderboardId = keyof typeof LEADERBOARDS;

/** How many places a board lists: the rank badge shows ranks 1 to 100 (spec §9), so the board stops there. */
const LEADERBOARD_SIZE = 100;

/**
 * A creator's leaderboard score, from the all-time stats their creator card shows (spec §3):
 * downloads + 10 × likes + 20 × followers + reactions + generations. Uploads do not count by themselves: a model
 * earns its place through what people do with it.
 */
export const leaderboardScore = (stats: Creator['stats']): number =>
  stats.downloadCountAllTime +
  10 * stats.thumbsUpCountAllTime +
  20 * stats.followerCountAllTime +
  stats.reactionCountAllTime +
  stats.generationCountAllTime;

type LeaderboardEntry = {
  position: number;
  score: number;
  creator: Pick<Creator, 'id' | 'username' | 'stats'>;
};

/**
 * Places creators by score, highest first; equal scores by user id (the older account first), so every creator
 * has one position and the order never depends on storage. Only creators with a live model take part.
 */
export const rankCreators = (
  creators: readonly Pick<Creator, 'id' | 'username' | 'stats'>[],
): LeaderboardEntry[] =>
  creators
    .filter((creator) => creator.stats.uploadCountAllTime > 0)
    .map((creator) => ({ creator, score: leaderboardScore(creator.stats) }))
    .sort((a, b) => b.score - a.score || a.creator.id - b.creator.id)
    .map(({ creator, score }, index) => ({ position: index + 1, score, creator }));

type Leaderboard = { id: LeaderboardId; title: string; entries: LeaderboardEntry[] };

const isLeaderboardId = (id: string): id is LeaderboardId => Object.hasOwn(LEADERBOARDS, id);

/**
 * `leaderboard.get`: the board's top places. Positions are the same for every viewer: they are taken among the
 * accounts shown to everyone (`isAccountShown` for a visitor), so a banned creator holds no place, not even for a
 * moderator (who would otherwise see everyone below them moved down one).
 */
export class GetLeaderboard {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(_viewer: Viewer, input: { id: string }): Promise<Result<Leaderboard>> {
    if (!isLeaderboardId(input.id)) return fail(errors.notFound);
    const board = LEADERBOARDS[input.id];
    return this.deps.uow.read(async (repositories) => {
      const creators = await repositories.users.creators();
      const accounts = new Map(
        (await repositories.users.ofIds(creators.map((c) => c.id))).map((u) => [u.id, u]),
      );
      const shown = creators.filter((creator) => {
        const account = accounts.get(creator.id);
        return account !== undefined && isAccountShown(null, account);
      });
      return ok({
        id: board.id,
        title: board.title,
        entries: rankCreators(shown).slice(0, LEADERBOARD_SIZE),
      });
    });
  }
}
