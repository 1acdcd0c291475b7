import { compactNumber, rankBadgeColor } from '@atelier/domain';
import type { RankColour } from '@atelier/react-kit';

type Entry = { position: number; score: number; creator: { id: number; username: string } };

export type LeaderboardRow = {
  position: number;
  userId: number;
  username: string;
  /** The badge colour of the position (spec §9), as the creator card shows it. */
  colour: RankColour | null;
  scoreText: string;
};

export const toLeaderboardRows = (entries: readonly Entry[]): LeaderboardRow[] =>
  entries.map((entry) => ({
    position: entry.position,
    userId: entry.creator.id,
    username: entry.creator.username,
    colour: rankBadgeColor(entry.position),
    scoreText: compactNumber(entry.score),
  }));
