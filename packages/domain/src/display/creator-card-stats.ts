import type { Creator } from '../social/social.js';
import type { CreatorCardStat } from '../users/user.js';
import { compactNumber } from './compact-number.js';

/** Every stat a creator card can show, in the order the card shows them. */
const CREATOR_CARD_STATS: readonly CreatorCardStat[] = [
  'uploads',
  'followers',
  'likes',
  'downloads',
  'reactions',
  'generations',
];

const VALUE_OF: Record<CreatorCardStat, keyof Creator['stats']> = {
  uploads: 'uploadCountAllTime',
  followers: 'followerCountAllTime',
  likes: 'thumbsUpCountAllTime',
  downloads: 'downloadCountAllTime',
  reactions: 'reactionCountAllTime',
  generations: 'generationCountAllTime',
};

type CreatorCardStatView = { stat: CreatorCardStat; value: number; text: string };

/** The stats a creator chose to show on their card (spec §3 creatorCardStatsPreferences), in card order. */
export const creatorCardStats = (
  creator: Pick<Creator, 'stats' | 'creatorCardStatsPreferences'>,
): CreatorCardStatView[] =>
  CREATOR_CARD_STATS.filter((stat) => creator.creatorCardStatsPreferences.includes(stat)).map((stat) => {
    const value = creator.stats[VALUE_OF[stat]];
    return { stat, value, text: compactNumber(value) };
  });
