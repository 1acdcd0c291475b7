import {
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
} from '@atelier/domain';
import { z } from 'zod';
import { dateInput, id, idempotencyKey, int4, text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery, withIdempotencyKey } from '../use-case-procedure.js';

const byId = z.strictObject({ id });

export const modelVersionRouter = router({
  publish: useCaseMutation(z.strictObject({ id, publishedAt: dateInput.nullish() }), PublishVersion),
  requestReview: useCaseMutation(byId, RequestVersionReview),
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
