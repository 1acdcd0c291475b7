import type { CreatorCardStat, LeaderboardRank } from '../users/user.js';

export type Collection = { id: number; name: string; userId: number; modelIds: number[] };

/** A resource the owner suggests next to a model (the "Suggested" association); only models so far. */
export type AssociatedResource = { resourceType: 'model'; resourceId: number };

export type Comment = { id: number; modelId: number; userId: number; content: string; createdAt: Date };

export type Report = {
  id: number;
  reporterId: number;
  entityType: 'model' | 'modelVersion' | 'image' | 'comment' | 'user';
  entityId: number;
  reason: string;
  details: string | null;
  createdAt: Date;
};

export type NotifyKind = 'model' | 'earlyAccess';

export type Notification = {
  id: number;
  userId: number;
  kind:
    | 'reviewRequested'
    | 'modelPublished'
    | 'earlyAccessEnded'
    | 'tipReceived'
    | 'donationReceived'
    | 'refund';
  message: string;
  createdAt: Date;
};

/** The creator as shown on a creator card (spec §3). */
export type Creator = {
  id: number;
  username: string;
  createdAt: Date;
  rank: LeaderboardRank | null;
  links: { url: string; domain: string }[];
  stats: {
    downloadCountAllTime: number;
    thumbsUpCountAllTime: number;
    followerCountAllTime: number;
    reactionCountAllTime: number;
    generationCountAllTime: number;
    uploadCountAllTime: number;
  };
  creatorCardStatsPreferences: CreatorCardStat[];
  modelCount: number;
};
