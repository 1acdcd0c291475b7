import {
  AUTHORING_LIMITS,
  BASE_MODEL_TYPES,
  BASE_MODELS,
  BustVersionCache,
  DeleteExplorationPrompt,
  DeleteVersion,
  EARLY_ACCESS_TYPES,
  EnqueueNsfwLevelUpdate,
  GetDeleteImpact,
  GetDonationGoals,
  GetExplorationPrompts,
  GetVersionLicense,
  PublishVersion,
  PurchaseEarlyAccess,
  RequestVersionReview,
  RestoreVersion,
  ToggleNotifyEarlyAccess,
  UpsertExplorationPrompt,
  UpsertVersion,
  VERSION_LIMITS,
} from '@atelier/domain';
import { z } from 'zod';
import { sanitizeHtml } from '../../sanitize-html.js';
import { dateInput, id, idempotencyKey, int4, text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery, withIdempotencyKey } from '../use-case-procedure.js';

const byId = z.strictObject({ id });

/** Early access as the creator sets it; its limits are UpsertVersion's (docs/authoring.md). */
const earlyAccessConfig = z.strictObject({
  timeframeDays: int4,
  chargeForDownload: z.boolean(),
  downloadPrice: int4.nullable(),
  chargeForGeneration: z.boolean(),
  generationPrice: int4.nullable(),
  freeGeneration: z.boolean(),
  generationTrialLimit: int4.nullable(),
});

/**
 * `modelVersion.upsert`'s fields. Bounds here only keep requests sane; the rules are UpsertVersion's. The description
 * is sanitised before the use case sees it, so only safe HTML is ever stored.
 */
const versionFields = z.strictObject({
  id: id.optional(),
  modelId: id,
  name: text(AUTHORING_LIMITS.nameLength * 2),
  baseModel: z.enum(BASE_MODELS),
  baseModelType: z.enum(BASE_MODEL_TYPES).nullable(),
  description: text(AUTHORING_LIMITS.descriptionLength),
  trainedWords: z.array(text(VERSION_LIMITS.trainedWordLength * 2)).max(VERSION_LIMITS.trainedWords * 5),
  steps: int4.nullable(),
  epochs: int4.nullable(),
  clipSkip: int4.nullable(),
  strength: z.number().finite().nullable(),
  earlyAccessConfig: earlyAccessConfig.nullable(),
});

export const modelVersionRouter = router({
  upsert: useCaseMutation(versionFields, UpsertVersion, (input) => ({
    ...input,
    description: sanitizeHtml(input.description),
  })),
  publish: useCaseMutation(z.strictObject({ id, publishedAt: dateInput.nullish() }), PublishVersion),
  requestReview: useCaseMutation(z.strictObject({ id, message: text(2000).nullish() }), RequestVersionReview),
  getExplorationPromptsById: useCaseQuery(byId, GetExplorationPrompts),
  upsertExplorationPrompt: useCaseMutation(
    z.strictObject({
      id,
      modelId: id,
      name: text(100),
      prompt: text(2000),
      index: int4.min(0).optional(),
    }),
    UpsertExplorationPrompt,
  ),
  deleteExplorationPrompt: useCaseMutation(
    z.strictObject({ id, name: text(100), modelId: id }),
    DeleteExplorationPrompt,
  ),
  delete: useCaseMutation(byId, DeleteVersion),
  /** What the delete would hide of other people's and refund, for the owner's confirmation. */
  getDeleteImpact: useCaseQuery(byId, GetDeleteImpact, ({ id }) => ({ kind: 'version' as const, id })),
  restore: useCaseMutation(byId, RestoreVersion),
  bustCache: useCaseMutation(byId, BustVersionCache),
  enqueueNsfwLevelUpdate: useCaseMutation(byId, EnqueueNsfwLevelUpdate),
  toggleNotifyEarlyAccess: useCaseMutation(byId, ToggleNotifyEarlyAccess),
  donationGoals: useCaseQuery(byId, GetDonationGoals),
  /** The license page's data (not in spec §7, which only links to /models/license/{versionId}). */
  getLicense: useCaseQuery(byId, GetVersionLicense),
  earlyAccessPurchase: useCaseMutation(
    z.strictObject({ modelVersionId: id, type: z.enum(EARLY_ACCESS_TYPES), idempotencyKey }),
    PurchaseEarlyAccess,
    withIdempotencyKey,
  ),
});
