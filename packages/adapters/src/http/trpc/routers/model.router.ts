import {
  ChangeMode,
  CopyGallerySettings,
  DeleteModel,
  GetAssociatedResources,
  GetGallerySettings,
  GetModel,
  GetModelAuditLog,
  GetModelVersions,
  HideContentWithTags,
  MigrateToCollection,
  MODEL_MODES,
  PublishModel,
  PublishPrivateModel,
  ReorderVersions,
  RequestModelReview,
  RescanModel,
  RestoreModel,
  SetAssociatedResources,
  SetShowcaseCollection,
  ToggleCannotPromote,
  ToggleCommentsLock,
  ToggleGeneration,
  ToggleModelLock,
  ToggleSearchable,
  UnpublishForViolation,
  UnpublishModel,
  UpdateGallerySettings,
} from '@atelier/domain';
import { z } from 'zod';
import { dateInput, id, ids, text } from '../schemas.js';
import { publicProcedure, router } from '../trpc.js';
import { runUseCase, useCaseMutation, useCaseQuery } from '../use-case-procedure.js';

const byId = z.strictObject({ id });
const toggle = z.strictObject({ id, locked: z.boolean() });

const gallerySettings = z.strictObject({
  hiddenImages: ids,
  hiddenTags: z.array(z.strictObject({ id, name: text(200) })).max(1000),
  hiddenUsers: z.array(z.strictObject({ id, username: text(200) })).max(1000),
  level: z.number().int().min(0),
  pinnedPosts: z.record(z.string().regex(/^\d+$/, 'Keys are version ids'), ids),
});

export const modelRouter = router({
  getById: useCaseQuery(z.strictObject({ id, modelVersionId: id.nullish() }), GetModel),
  getAssociatedResourcesCardData: useCaseQuery(
    z.strictObject({ fromId: id, type: z.literal('Suggested'), browsingLevel: z.number().int().min(0) }),
    GetAssociatedResources,
  ),
  setAssociatedResources: useCaseMutation(
    z.strictObject({
      fromId: id,
      type: z.literal('Suggested'),
      associations: z.array(z.strictObject({ resourceType: z.literal('model'), resourceId: id })).max(20),
    }),
    SetAssociatedResources,
  ),
  getGallerySettings: useCaseQuery(byId, GetGallerySettings),
  updateGallerySettings: useCaseMutation(z.strictObject({ id, gallerySettings }), UpdateGallerySettings),
  copyGallerySettings: useCaseMutation(byId, CopyGallerySettings),
  getVersions: useCaseQuery(byId, GetModelVersions),
  reorderVersions: useCaseMutation(z.strictObject({ id, modelVersions: ids }), ReorderVersions),
  toggleLock: useCaseMutation(toggle, ToggleModelLock),
  toggleLockComments: useCaseMutation(toggle, ToggleCommentsLock),
  publishPrivateModel: useCaseMutation(
    z.strictObject({ modelId: id, publishVersions: z.boolean() }),
    PublishPrivateModel,
  ),
  delete: useCaseMutation(z.strictObject({ id, permanently: z.boolean().default(false) }), DeleteModel),
  /** The owner unpublishes; a moderator giving a `reason` unpublishes for a violation (spec §2's modal). */
  unpublish: publicProcedure
    .input(z.strictObject({ id, reason: text(200).optional(), customMessage: text(2000).nullish() }))
    .mutation(({ ctx, input: { id, reason, customMessage } }) =>
      reason === undefined
        ? runUseCase(ctx, UnpublishModel, { id })
        : runUseCase(ctx, UnpublishForViolation, { id, reason, customMessage }),
    ),
  publish: useCaseMutation(
    z.strictObject({ id, publishedAt: dateInput.nullish(), versionIds: ids }),
    PublishModel,
  ),
  restore: useCaseMutation(byId, RestoreModel),
  changeMode: useCaseMutation(z.strictObject({ id, mode: z.enum(MODEL_MODES).nullable() }), ChangeMode),
  rescan: useCaseMutation(byId, RescanModel),
  toggleCannotPromote: useCaseMutation(byId, ToggleCannotPromote),
  requestReview: useCaseMutation(byId, RequestModelReview),
  toggleSearchable: useCaseMutation(byId, ToggleSearchable),
  toggleGeneration: useCaseMutation(byId, ToggleGeneration),
  getAuditLog: useCaseQuery(byId, GetModelAuditLog),
  setShowcaseCollection: useCaseMutation(
    z.strictObject({ id, collectionId: id.nullable() }),
    SetShowcaseCollection,
  ),
  hideContentWithTags: useCaseMutation(
    z.strictObject({ id, tagIds: z.array(id).max(100) }),
    HideContentWithTags,
  ),
  migrateToCollection: useCaseMutation(z.strictObject({ id, collectionId: id }), MigrateToCollection),
});
