export type FilePreference = { format: string; size: string; fp: string };

export type CreatorCardStat = 'uploads' | 'followers' | 'likes' | 'downloads' | 'reactions' | 'generations';

export type LeaderboardRank = {
  leaderboardRank: number;
  leaderboardTitle: string;
  leaderboardId: string;
  leaderboardCosmetic: string | null;
};

export type User = {
  id: number;
  username: string;
  createdAt: Date;
  deletedAt: Date | null;
  isModerator: boolean;
  /**
   * Membership in force when this user was read: storage keeps the grant (`memberUntil`), and every read applies
   * `isMemberAt` with the clock (docs/membership.md), so members-only rules reading this flag honour the expiry.
   */
  isMember: boolean;
  /** When a bought membership ends; null for a membership without expiry (CLI-made) or no membership at all. */
  memberUntil: Date | null;
  muted: boolean;
  banned: boolean;
  filePreferences: FilePreference;
  /** Viewer settings: hide models of real people / minors. */
  disablePoi: boolean;
  disableMinor: boolean;
  /** The NSFW levels (bits of ALL_BROWSING_LEVELS) this user chose to see; every gallery and cover read honours it. */
  browsingLevel: number;
  creatorCardStatsPreferences: CreatorCardStat[];
  links: { url: string; domain: string }[];
  rank: LeaderboardRank | null;
  /** Vault capacity in KB; 0 for those never members. Kept when a membership lapses (the vault only stops growing). */
  vaultStorageKb: number;
};

/** Who is asking: a signed-in user or nobody. */
export type Viewer = User | null;
