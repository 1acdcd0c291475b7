import { type CreatorCardStat, creatorCardStats, profileLink, rankBadgeColor } from '@atelier/domain';
import type { CreatorCardView, CreatorStatView } from '@atelier/react-kit';
import type { Creator } from './creator-types';

export const STAT_LABELS: Record<CreatorCardStat, string> = {
  uploads: 'Uploads',
  followers: 'Followers',
  likes: 'Likes',
  downloads: 'Downloads',
  reactions: 'Reactions',
  generations: 'Generations',
};

// UTC keeps the server's and the browser's text the same.
const joined = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The creator card as the kit shows it: the stats the creator chose, in card order, and the rank badge (spec §9). */
export const toCreatorCardView = (creator: Creator): CreatorCardView => ({
  username: creator.username,
  profileHref: `/user/${encodeURIComponent(creator.username)}`,
  avatarUrl: null,
  joinedText: `Joined ${joined.format(creator.createdAt)}`,
  rank: creator.rank
    ? {
        rank: creator.rank.leaderboardRank,
        colour: rankBadgeColor(creator.rank.leaderboardRank),
        leaderboardTitle: creator.rank.leaderboardTitle,
        href: `/leaderboard/${encodeURIComponent(creator.rank.leaderboardId)}?position=${creator.rank.leaderboardRank}`,
      }
    : null,
  stats: creatorCardStats(creator).map(
    ({ stat, text }): CreatorStatView => ({
      key: stat,
      label: STAT_LABELS[stat],
      value: text,
      // The follower count leads to the people behind it (issue 19).
      ...(stat === 'followers' ? { href: `/user/${encodeURIComponent(creator.username)}/followers` } : {}),
    }),
  ),
  // Always absolute http(s) addresses (the domain's rule), whatever an older row holds: a bare path would stay on site.
  links: creator.links.flatMap((link) => {
    const checked = profileLink(link.url);
    return checked.ok ? [checked.value] : [];
  }),
});
