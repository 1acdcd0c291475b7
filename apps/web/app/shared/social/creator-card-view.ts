import type { CreatorCardView, CreatorStatView, RankColour } from '@atelier/react-kit';
import type { Creator } from './creator-types';

type StatKey = Creator['creatorCardStatsPreferences'][number];

const STATS: Record<StatKey, { label: string; value: (creator: Creator) => number }> = {
  uploads: { label: 'Uploads', value: (creator) => creator.stats.uploadCountAllTime },
  followers: { label: 'Followers', value: (creator) => creator.stats.followerCountAllTime },
  likes: { label: 'Likes', value: (creator) => creator.stats.thumbsUpCountAllTime },
  downloads: { label: 'Downloads', value: (creator) => creator.stats.downloadCountAllTime },
  reactions: { label: 'Reactions', value: (creator) => creator.stats.reactionCountAllTime },
  generations: { label: 'Generations', value: (creator) => creator.stats.generationCountAllTime },
};

/** Spec §9: a badge only for ranks 1–100; blue, yellow, gray, orange by rank. */
export const rankColour = (rank: number): RankColour | null => {
  if (rank < 1 || rank > 100) return null;
  if (rank <= 1) return 'blue';
  if (rank <= 3) return 'yellow';
  if (rank <= 10) return 'gray';
  return 'orange';
};

// UTC keeps the server's and the browser's text the same.
const joined = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The creator card as the kit shows it: only the stats the creator chose, in their order. */
export const toCreatorCardView = (creator: Creator): CreatorCardView => ({
  username: creator.username,
  profileHref: `/user/${encodeURIComponent(creator.username)}`,
  avatarUrl: null,
  joinedText: `Joined ${joined.format(creator.createdAt)}`,
  rank: creator.rank
    ? {
        rank: creator.rank.leaderboardRank,
        colour: rankColour(creator.rank.leaderboardRank),
        leaderboardTitle: creator.rank.leaderboardTitle,
        href: `/leaderboard/${encodeURIComponent(creator.rank.leaderboardId)}?position=${creator.rank.leaderboardRank}`,
      }
    : null,
  stats: creator.creatorCardStatsPreferences.map(
    (key): CreatorStatView => ({ key, label: STATS[key].label, value: STATS[key].value(creator) }),
  ),
  links: creator.links,
});
