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
  isMember: boolean;
  muted: boolean;
  banned: boolean;
  filePreferences: FilePreference;
  /** Viewer settings: hide models of real people / minors. */
  disablePoi: boolean;
  disableMinor: boolean;
  creatorCardStatsPreferences: CreatorCardStat[];
  links: { url: string; domain: string }[];
  rank: LeaderboardRank | null;
  /** Vault capacity in KB; 0 for non-members. */
  vaultStorageKb: number;
};

/** Who is asking: a signed-in user or nobody. */
export type Viewer = User | null;
