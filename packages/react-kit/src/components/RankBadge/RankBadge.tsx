import { Link } from 'react-aria-components';
import type { RankColour } from '../../view-models/creator';
import * as styles from './RankBadge.css';

export type { RankColour };

export interface RankBadgeProps {
  /** Leaderboard position, shown as "#3". */
  rank: number;
  /** The colour the caller chose for this rank; `null` (rank outside 1–100) renders nothing. */
  colour: RankColour | null;
  /** Leaderboard title, e.g. "Creators", used in the accessible name: "Rank 3 on Creators". */
  leaderboardTitle?: string;
  /** Where the badge leads, e.g. `/leaderboard/{id}?position={rank}`; without it the badge is plain text. */
  href?: string;
}

/** A creator's leaderboard position as a small coloured pill. */
export function RankBadge({ rank, colour, leaderboardTitle, href }: RankBadgeProps) {
  if (colour === null) return null;
  const label = leaderboardTitle ? `Rank ${rank} on ${leaderboardTitle}` : `Rank ${rank}`;
  const className = styles.badge({ colour });
  const text = <span aria-hidden="true">#{rank}</span>;
  return href ? (
    <Link href={href} aria-label={label} className={className} data-colour={colour}>
      {text}
    </Link>
  ) : (
    <span role="img" aria-label={label} className={className} data-colour={colour}>
      {text}
    </span>
  );
}
