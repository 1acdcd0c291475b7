import type { PublicationStatus } from './model.js';

export type EarlyAccessConfig = {
  chargeForDownload: boolean;
  downloadPrice: number | null;
  chargeForGeneration: boolean;
  generationPrice: number | null;
  freeGeneration: boolean;
  generationTrialLimit: number | null;
  /** How long early access lasts after publishing. */
  timeframeDays: number;
};

export type VersionMeta = {
  unpublishedReason: string | null;
  customMessage: string | null;
  needsReview: boolean;
  picFinderModelId: number | null;
  allowAIRecommendations: boolean;
};

type VersionRank = {
  downloadCountAllTime: number;
  generationCountAllTime: number;
  earnedAmountAllTime: number;
  thumbsUpCountAllTime: number;
  thumbsDownCountAllTime: number;
};

export type TrainingStatus =
  | 'Pending'
  | 'Submitted'
  | 'Processing'
  | 'InReview'
  | 'Failed'
  | 'Approved'
  | null;

export type UsageControl = 'Download' | 'Generation' | 'InternalGeneration';

export type ModelVersion = {
  id: number;
  modelId: number;
  /** Position in the model's version list; 0 is first. */
  index: number;
  name: string;
  status: PublicationStatus;
  baseModel: string;
  baseModelType: string | null;
  description: string;
  createdAt: Date;
  publishedAt: Date | null;
  earlyAccessEndsAt: Date | null;
  earlyAccessConfig: EarlyAccessConfig | null;
  canDownload: boolean;
  canGenerate: boolean;
  usageControl: UsageControl;
  steps: number | null;
  epochs: number | null;
  clipSkip: number | null;
  strength: number | null;
  trainedWords: string[];
  trainingStatus: TrainingStatus;
  inaccurate: boolean;
  meta: VersionMeta;
  rank: VersionRank;
  /** Set by a soft delete (a moderator can restore it); a deleted version is left out of `ModelVersions.ofModel`. */
  deletedAt: Date | null;
  deletedBy: number | null;
  /** Number of files and posts: what makes a version complete (spec §4). */
  fileCount: number;
  /** Published posts only: a draft post (docs/posts.md) does not make a version complete. */
  postCount: number;
};
