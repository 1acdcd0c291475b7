import type { Availability, ModelMode, ModelType, PublicationStatus, TrainingStatus } from '@atelier/domain';

/** What a demo user is, before it becomes a row. */
export type UserPlan = {
  id: number;
  username: string;
  isModerator: boolean;
  isMember: boolean;
  muted: boolean;
  banned: boolean;
  deleted: boolean;
  /** Leaderboard position, or null for none. */
  rank: number | null;
  /** Buzz minted to the user at the start. */
  buzz: number;
};

/**
 * The kinds of demo file. Each is real bytes on disk, except `missing` (a row whose file is gone, which the
 * scanner reports as an Error) — see docs/demo-data.md.
 */
export const FILE_KINDS = [
  'model',
  'modelLarge',
  'pruned',
  'config',
  'trainingData',
  'wildcards',
  'legacyCheckpoint',
  'dangerousPickle',
  'eicarArchive',
  'brokenPickle',
  'missing',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export type FilePlan = { kind: FileKind; pending?: boolean; visibility?: 'Public' | 'Private' };

export type EarlyAccessPlan = {
  endsInDays: number;
  downloadPrice: number | null;
  generationPrice: number | null;
  /** A donation goal, with the donations (each through the ledger) that make up its total. */
  goal?: { title: string; amount: number; donations: number[] };
};

export type VersionPlan = {
  name: string;
  status: PublicationStatus;
  baseModel: string;
  /** Days before `now` it was published; negative for a scheduled date ahead; null when never published. */
  publishedDaysAgo: number | null;
  files: FilePlan[];
  earlyAccess?: EarlyAccessPlan;
  needsReview?: boolean;
  unpublishedReason?: string;
  trainingStatus?: TrainingStatus;
  /** Share of the preset's images and reviews this version receives (relative to the others). */
  weight: number;
};

export type ModelPlan = {
  id: number;
  name: string;
  type: ModelType;
  ownerId: number;
  status: PublicationStatus;
  mode: ModelMode | null;
  availability: Availability;
  publishedDaysAgo: number | null;
  deletedDaysAgo?: number;
  poi?: boolean;
  minor?: boolean;
  locked?: boolean;
  commentsLocked?: boolean;
  needsReview?: boolean;
  unpublishedReason?: string;
  cannotPromote?: boolean;
  nsfwLevel?: number;
  tags: string[];
  /** Newest first: index 0 is the first tab. */
  versions: VersionPlan[];
};
