import {
  AUTHORING_LIMITS,
  CHECKPOINT_TYPES,
  CHOSEN_AVAILABILITIES,
  ChangeMode,
  COMMERCIAL_USES,
  CopyGallerySettings,
  DeleteModel,
  GetAssociatedResources,
  GetDeleteImpact,
  GetGallerySettings,
  GetModel,
  GetModelAuditLog,
  GetModelCards,
  GetModelVersions,
  HideContentWithTags,
  MAX_QUERY_LENGTH,
  MigrateToCollection,
  MODEL_CARDS_MAX,
  MODEL_MODES,
  MODEL_SORTS,
  MODEL_TYPES,
  type ModelPage,
  PublishModel,
  PublishPrivateModel,
  ReorderVersions,
  RequestModelReview,
  RescanModel,
  RestoreModel,
  SEARCH_PAGE_MAX,
  SEARCH_PERIODS,
  SearchModels,
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
  UpsertModel,
} from '@atelier/domain';
import { z } from 'zod';
import { currentReadMemo } from '../../../storage/read-memo.js';
import { sanitizeHtml, withSafeDescription } from '../../sanitize-html.js';
import { dateInput, id, ids, text } from '../schemas.js';
import { publicProcedure, router } from '../trpc.js';
import { runUseCase, useCaseMutation, useCaseQuery } from '../use-case-procedure.js';

const byId = z.strictObject({ id });

/**
 * `model.getAll`'s filters (docs/search.md). The query is free text: only the domain's folded words reach the
 * database, so any text up to the limit is a search (never a 5xx); tag and base model are compared as they are.
 */
const modelList = z.strictObject({
  query: z.string().max(MAX_QUERY_LENGTH).optional(),
  types: z.array(z.enum(MODEL_TYPES)).max(MODEL_TYPES.length).optional(),
  checkpointType: z.enum(CHECKPOINT_TYPES).optional(),
  baseModel: text(100).optional(),
  tag: text(200).optional(),
  period: z.enum(SEARCH_PERIODS).optional(),
  sort: z.enum(MODEL_SORTS).optional(),
  browsingLevel: z.number().int().min(0).max(31).optional(),
  cursor: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(SEARCH_PAGE_MAX).optional(),
  featured: z.boolean().optional(),
  // What an infinite query of the typed client adds; the list only pages forward.
  direction: z.enum(['forward', 'backward']).optional(),
});
const toggle = z.strictObject({ id, locked: z.boolean() });

const gallerySettings = z.strictObject({
  hiddenImages: ids,
  hiddenTags: z.array(z.strictObject({ id, name: text(200) })).max(1000),
  hiddenUsers: z.array(z.strictObject({ id, username: text(200) })).max(1000),
  level: z.number().int().min(0),
  pinnedPosts: z.record(z.string().regex(/^\d+$/, 'Keys are version ids'), ids),
});

/**
 * `model.upsert`'s fields (docs/authoring.md). Bounds here only keep requests sane; the rules are UpsertModel's. The
 * description is sanitised before the use case sees it, so only safe HTML is ever stored.
 */
const modelFields = z.strictObject({
  id: id.optional(),
  name: text(AUTHORING_LIMITS.nameLength * 2),
  type: z.enum(MODEL_TYPES),
  checkpointType: z.enum(CHECKPOINT_TYPES).nullable(),
  description: text(AUTHORING_LIMITS.descriptionLength),
  tagNames: z.array(text(AUTHORING_LIMITS.tagLength * 2)).max(AUTHORING_LIMITS.tags * 5),
  allowCommercialUse: z.array(z.enum(COMMERCIAL_USES)).max(COMMERCIAL_USES.length * 2),
  allowNoCredit: z.boolean(),
  allowDerivatives: z.boolean(),
  allowDifferentLicense: z.boolean(),
  nsfw: z.boolean(),
  poi: z.boolean(),
  minor: z.boolean(),
  availability: z.enum(CHOSEN_AVAILABILITIES),
});

/** The page with its model's and versions' descriptions made safe to insert, since the web renders them as HTML. */
const withSafeDescriptions = (page: ModelPage): ModelPage =>
  page.view === 'model'
    ? { ...page, model: withSafeDescription(page.model), versions: page.versions.map(withSafeDescription) }
    : page;

export const modelRouter = router({
  upsert: useCaseMutation(modelFields, UpsertModel, (input) => ({
    ...input,
    description: sanitizeHtml(input.description),
  })),
  getById: publicProcedure
    .input(z.strictObject({ id, modelVersionId: id.nullish() }))
    .query(async ({ ctx, input }) => {
      // A model page's GET: the page's data comes in one statement (storage/read-memo.ts).
      currentReadMemo()?.expectModelPage(input.id, ctx.viewer?.id ?? null);
      return withSafeDescriptions(await runUseCase(ctx, GetModel, input));
    }),
  /** Cards (name, author, cover) of the visible models among `ids`, in their order: the home page's picks. */
  getCards: useCaseQuery(z.strictObject({ ids: ids.min(1).max(MODEL_CARDS_MAX) }), GetModelCards),
  /** The model list and search: /models, the header's search box, /tag/{name}, the home page's rows. */
  getAll: useCaseQuery(modelList, SearchModels, ({ direction: _direction, ...input }) => input),
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
  getVersions: publicProcedure
    .input(byId)
    .query(async ({ ctx, input }) =>
      (await runUseCase(ctx, GetModelVersions, input)).map(withSafeDescription),
    ),
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
  /** What a soft delete would hide of other people's and refund, for the owner's confirmation. */
  getDeleteImpact: useCaseQuery(byId, GetDeleteImpact, ({ id }) => ({ kind: 'model' as const, id })),
  changeMode: useCaseMutation(
    z.strictObject({ id, mode: z.enum(MODEL_MODES).nullable(), tombstone: z.boolean().optional() }),
    ChangeMode,
  ),
  rescan: useCaseMutation(byId, RescanModel),
  toggleCannotPromote: useCaseMutation(byId, ToggleCannotPromote),
  /** The appeal form sends the owner's message with the request. */
  requestReview: useCaseMutation(z.strictObject({ id, message: text(2000).nullish() }), RequestModelReview),
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
