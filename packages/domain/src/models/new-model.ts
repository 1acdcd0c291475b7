import type { New } from '../ports/new.js';
import type { Model, ModelType } from './model.js';
import type { ModelVersion } from './model-version.js';

/**
 * A new model before anything is published: Draft, public once published, nothing counted yet, and the most
 * permissive licence terms until the creator says otherwise (as on comparable hubs). What `UpsertModel` stores; the
 * test builders start from it too.
 */
export const draftModel = (
  fields: { name: string; type: ModelType; description: string; userId: number },
  now: Date,
): New<Model, 'author'> => ({
  name: fields.name,
  description: fields.description,
  type: fields.type,
  checkpointType: null,
  status: 'Draft',
  mode: null,
  availability: 'Public',
  nsfw: false,
  nsfwLevel: 0,
  poi: false,
  minor: false,
  locked: false,
  deletedAt: null,
  deletedBy: null,
  publishedAt: null,
  updatedAt: now,
  earlyAccessDeadline: null,
  userId: fields.userId,
  meta: {
    unpublishedReason: null,
    customMessage: null,
    needsReview: false,
    bountyId: null,
    showcaseCollectionId: null,
    commentsLocked: false,
    cannotPromote: false,
    searchable: true,
    generationEnabled: true,
  },
  tags: [],
  licenses: [],
  ownershipProcessing: false,
  hasSuggestedResources: false,
  rank: {
    thumbsUpCountAllTime: 0,
    thumbsDownCountAllTime: 0,
    downloadCountAllTime: 0,
    generationCountAllTime: 0,
    collectedCountAllTime: 0,
    tippedAmountCountAllTime: 0,
  },
  allowNoCredit: true,
  allowCommercialUse: ['Image', 'RentCivit', 'Rent', 'Sell'],
  allowDerivatives: true,
  allowDifferentLicense: true,
  sfwOnly: false,
});

/** A model's new version: Draft, downloadable once published, not offered for generation, no early access. */
export const draftVersion = (
  fields: { modelId: number; index: number; name: string; baseModel: string },
  now: Date,
): New<ModelVersion, 'fileCount' | 'postCount'> => ({
  modelId: fields.modelId,
  index: fields.index,
  name: fields.name,
  status: 'Draft',
  baseModel: fields.baseModel,
  baseModelType: 'Standard',
  description: '',
  createdAt: now,
  publishedAt: null,
  earlyAccessEndsAt: null,
  earlyAccessConfig: null,
  canDownload: true,
  canGenerate: false,
  usageControl: 'Download',
  steps: null,
  epochs: null,
  clipSkip: null,
  strength: null,
  trainedWords: [],
  trainingStatus: null,
  inaccurate: false,
  deletedAt: null,
  deletedBy: null,
  meta: {
    unpublishedReason: null,
    customMessage: null,
    needsReview: false,
    picFinderModelId: null,
    allowAIRecommendations: true,
  },
  rank: {
    downloadCountAllTime: 0,
    generationCountAllTime: 0,
    earnedAmountAllTime: 0,
    thumbsUpCountAllTime: 0,
    thumbsDownCountAllTime: 0,
  },
});
