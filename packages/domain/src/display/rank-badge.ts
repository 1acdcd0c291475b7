type RankBadgeColor = 'blue' | 'yellow' | 'gray' | 'orange';

/**
 * The leaderboard badge colour for a rank (spec §9): shown only for ranks 1 to 100. Ranks are whole positions, so
 * a fractional or non-finite rank is treated like one outside the range and shows no badge.
 */
export const rankBadgeColor = (rank: number): RankBadgeColor | null => {
  if (!Number.isInteger(rank) || rank < 1 || rank > 100) return null;
  if (rank <= 1) return 'blue';
  if (rank <= 3) return 'yellow';
  if (rank <= 10) return 'gray';
  return 'orange';
};
