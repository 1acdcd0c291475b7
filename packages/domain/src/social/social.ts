import type { NotificationKind } from '../notifications/notification-kinds.js';
import type { CreatorCardStat, LeaderboardRank } from '../users/user.js';

/** A user's collection of models; a private one is seen by its owner and moderators only (docs/community.md). */
export type Collection = {
  id: number;
  name: string;
  description: string | null;
  isPrivate: boolean;
  userId: number;
  modelIds: number[];
};

/** What the owner sets when creating or editing a collection. */
export type CollectionSettings = Pick<Collection, 'name' | 'description' | 'isPrivate'>;

/** One entry of a collection: a model, optionally the version that was collected. */
export type CollectionItem = { modelId: number; modelVersionId: number | null };

/** A resource the owner suggests next to a model (the "Suggested" association); only models so far. */
export type AssociatedResource = { resourceType: 'model'; resourceId: number };

/**
 * A comment in a model's discussion (docs/community.md "Discussion"): `parentId` is the top-level comment a reply
 * answers (one level only); `content` is sanitised HTML; a deleted comment keeps its row while it has replies.
 */
export type Comment = {
  id: number;
  modelId: number;
  userId: number;
  parentId: number | null;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  hidden: boolean;
  deletedAt: Date | null;
};

export type Report = {
  id: number;
  reporterId: number;
  entityType: 'model' | 'modelVersion' | 'image' | 'comment' | 'user';
  entityId: number;
  reason: string;
  details: string | null;
  createdAt: Date;
  /** Open until a moderator resolves it (acted on) or dismisses it (nothing to do); docs/moderation.md. */
  status: ReportStatus;
  resolvedAt: Date | null;
  resolvedBy: number | null;
  /** The moderator's private note: never shown to the reporter or the owner. */
  resolutionNote: string | null;
};

const REPORT_STATUSES = ['Open', 'Resolved', 'Dismissed'] as const;
type ReportStatus = (typeof REPORT_STATUSES)[number];

export type NotifyKind = 'model' | 'earlyAccess';

export type Notification = {
  id: number;
  userId: number;
  kind: NotificationKind;
  message: string;
  createdAt: Date;
  /** When the recipient marked it read; null while unread. */
  readAt: Date | null;
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
