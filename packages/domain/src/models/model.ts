import type { LicensePermissions } from './license.js';

export const MODEL_TYPES = [
  'Checkpoint',
  'TextualInversion',
  'AestheticGradient',
  'LORA',
  'LoCon',
  'Hypernetwork',
  'Controlnet',
  'Poses',
  'Wildcards',
  'MotionModule',
] as const;
export type ModelType = (typeof MODEL_TYPES)[number];

const PUBLICATION_STATUSES = [
  'Draft',
  'Published',
  'Scheduled',
  'Unpublished',
  'UnpublishedViolation',
  'Deleted',
] as const;
/** Status values shared by models and versions (spec §4); Draft is the draft-like state. */
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const MODEL_MODES = ['Archived', 'TakenDown'] as const;
export type ModelMode = (typeof MODEL_MODES)[number];

const AVAILABILITIES = ['Public', 'Unsearchable', 'Private', 'EarlyAccess'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export type ModelMeta = {
  unpublishedReason: string | null;
  customMessage: string | null;
  needsReview: boolean;
  bountyId: number | null;
  showcaseCollectionId: number | null;
  commentsLocked: boolean;
  cannotPromote: boolean;
  /** Moderator toggle: listed in search. */
  searchable: boolean;
  /** Moderator toggle: offered in on-site generation. */
  generationEnabled: boolean;
};

export type ModelTag = { name: string; isCategory: boolean };

export type ModelRank = {
  thumbsUpCountAllTime: number;
  thumbsDownCountAllTime: number;
  downloadCountAllTime: number;
  generationCountAllTime: number;
  collectedCountAllTime: number;
  tippedAmountCountAllTime: number;
};

/** Whether an account is still in sight: a deleted or banned one takes its models out of sight (spec §6). */
export type AccountState = { deletedAt: Date | null; banned: boolean };

/**
 * What pages need to know about a model's author: their name (the model's card shows it) and their account's
 * state. Read with the model, never saved with it.
 */
export type ModelAuthor = AccountState & { username: string };

export type Model = LicensePermissions & {
  id: number;
  name: string;
  description: string;
  type: ModelType;
  checkpointType: 'Trained' | 'Merge' | null;
  status: PublicationStatus;
  mode: ModelMode | null;
  availability: Availability;
  nsfw: boolean;
  nsfwLevel: number;
  poi: boolean;
  minor: boolean;
  locked: boolean;
  deletedAt: Date | null;
  /** Who deleted it: moderators' soft deletes keep them on the page (spec §4). */
  deletedBy: number | null;
  publishedAt: Date | null;
  updatedAt: Date;
  earlyAccessDeadline: Date | null;
  userId: number;
  /** Derived from the author's account (like a version's counts): a deleted or banned author hides the model. */
  author: ModelAuthor;
  meta: ModelMeta;
  tags: ModelTag[];
  licenses: { name: string; url: string }[];
  ownershipProcessing: boolean;
  hasSuggestedResources: boolean;
  rank: ModelRank;
};

export const isVisibleStatus = (status: PublicationStatus): boolean =>
  status === 'Published' || status === 'Scheduled';
