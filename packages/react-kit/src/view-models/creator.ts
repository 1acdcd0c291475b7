/** View models the web app's presenters build from API data; the kit only renders them. */

/** Badge colour; which rank gets which colour is the domain's rule (spec §9). */
export type RankColour = 'blue' | 'yellow' | 'gray' | 'orange';

export interface RankView {
  rank: number;
  /** `null` when the rank is outside 1–100: no badge. */
  colour: RankColour | null;
  leaderboardTitle?: string;
  /** e.g. `/leaderboard/{leaderboardId}?position={rank}`. */
  href?: string;
}

export interface CreatorStatView {
  /** Stable key, e.g. "followers". */
  key: string;
  label: string;
  /** Numbers are shown compact (12.3K); strings as given. */
  value: number | string;
  /** Where the stat leads, e.g. the followers stat to `/user/{username}/followers`; plain text without it. */
  href?: string;
}

export interface CreatorLinkView {
  url: string;
  domain: string;
}

export interface CreatorCardView {
  username: string;
  /** e.g. `/user/{username}`. */
  profileHref: string;
  avatarUrl: string | null;
  /** Already formatted, e.g. "Joined Mar 2023". */
  joinedText: string;
  rank: RankView | null;
  /** Only the stats the creator chose to show, in order (their creatorCardStatsPreferences). */
  stats: CreatorStatView[];
  links: CreatorLinkView[];
}
