import { randomBytes } from 'node:crypto';
import type { Model, ModelVersion, User } from '@atelier/domain';
import { DEFAULT_NOW, type ModelBuilder, type VersionBuilder } from '@atelier/domain/testing';
import type { State, Viewer } from './role-matrix.cells.js';
import type { DOWNLOAD_ROUTES } from './role-matrix.table.js';

/** Fixtures and the input each procedure and download route is called with, per model state. */
export const FUTURE = new Date(DEFAULT_NOW.getTime() + 7 * 24 * 60 * 60 * 1000);
export const MISSING = 900_000;

export type Viewers = Record<Exclude<Viewer, 'anonymous'>, { user: User; apiKey: string }>;

/** What one model-state cell works on: a model of the owner in the state, and what hangs off it. */
export type Fixture = {
  model: Pick<Model, 'id'>;
  /** Follows the model's state. */
  v1: Pick<ModelVersion, 'id'>;
  /** A complete draft version. */
  v2: Pick<ModelVersion, 'id'>;
  goalId: number;
  /** The member's review of v1. */
  reviewId: number;
  /** The member's vault item of v1. */
  vaultItemId: number;
  /** The one file of v2. */
  v2FileId: number;
  /** The owner's post on v1. */
  v1PostId: number;
  /** The one image of that post. */
  v1ImageId: number;
  /** The member's comment on the model. */
  commentId: number;
};

/** The same calls about things that do not exist: hidden things must answer exactly like these. */
export const MISSING_FIXTURE: Fixture = {
  model: { id: MISSING + 1 },
  v1: { id: MISSING + 2 },
  v2: { id: MISSING + 3 },
  goalId: MISSING + 4,
  reviewId: MISSING + 5,
  vaultItemId: MISSING + 6,
  v2FileId: MISSING + 7,
  v1PostId: MISSING + 8,
  v1ImageId: MISSING + 9,
  commentId: MISSING + 10,
};

export const inState = (builder: ModelBuilder, state: State): ModelBuilder => {
  switch (state) {
    case 'published':
      return builder.published();
    case 'scheduled':
      return builder.scheduled(FUTURE);
    case 'unpublished':
      return builder.unpublished();
    case 'violation':
      return builder.violation('Depicts a real person');
    case 'private':
      return builder.published().private();
    case 'deleted':
      return builder.published().deleted();
  }
};

export const versionInState = (builder: VersionBuilder, state: State): VersionBuilder => {
  switch (state) {
    case 'scheduled':
      return builder.scheduled(FUTURE);
    case 'unpublished':
      return builder.unpublished();
    case 'violation':
      return builder.violation('Depicts a real person');
    default:
      return builder.published();
  }
};

export type Context = {
  viewers: Viewers;
  ownerCollections: { follow: number; unfollow: number };
  extra: Extra;
};
export type Extra = {
  /** Each viewer's own collection (the anonymous viewer names the owner's). */
  collectionOf: Record<Viewer, number>;
  /** An account with a known password, for auth.signIn. */
  signInAs: { username: string; password: string };
  /** The owner's second API key, for auth.revokeApiKey. */
  ownersSecondKeyId: number;
  /** A published version the member keeps in their vault, for the vault.* calls about no model. */
  memberVaultVersionId: number;
  /** A published model of another owner, which anyone may see (a resource to suggest). */
  publishedModelId: number;
};

export type Call = (fx: Fixture, viewer: Viewer, context: Context) => unknown;

/** The input each procedure is called with: a call that would succeed for a viewer allowed to make it. */
export const INPUTS: Record<string, Call> = {
  'model.getById': (fx) => ({ id: fx.model.id }),
  'model.getCards': (fx) => ({ ids: [fx.model.id] }),
  'model.getAll': () => ({ query: 'model' }),
  'model.getAssociatedResourcesCardData': (fx) => ({
    fromId: fx.model.id,
    type: 'Suggested',
    browsingLevel: 31,
  }),
  'model.setAssociatedResources': (fx, _viewer, { extra }) => ({
    fromId: fx.model.id,
    type: 'Suggested',
    associations: [{ resourceType: 'model', resourceId: extra.publishedModelId }],
  }),
  'model.getGallerySettings': (fx) => ({ id: fx.model.id }),
  'model.getVersions': (fx) => ({ id: fx.model.id }),
  'resourceReview.getForModel': (fx) => ({ modelId: fx.model.id }),
  'model.updateGallerySettings': (fx) => ({
    id: fx.model.id,
    gallerySettings: { hiddenImages: [], hiddenTags: [], hiddenUsers: [], level: 7, pinnedPosts: {} },
  }),
  'model.copyGallerySettings': (fx) => ({ id: fx.model.id }),
  'model.reorderVersions': (fx) => ({ id: fx.model.id, modelVersions: [fx.v2.id, fx.v1.id] }),
  'model.toggleLock': (fx) => ({ id: fx.model.id, locked: true }),
  'model.toggleLockComments': (fx) => ({ id: fx.model.id, locked: true }),
  'model.publishPrivateModel': (fx) => ({ modelId: fx.model.id, publishVersions: true }),
  'model.delete': (fx) => ({ id: fx.model.id }),
  'model.unpublish': (fx) => ({ id: fx.model.id }),
  'model.publish': (fx) => ({ id: fx.model.id, publishedAt: null, versionIds: [fx.v1.id, fx.v2.id] }),
  'model.restore': (fx) => ({ id: fx.model.id }),
  'model.getDeleteImpact': (fx) => ({ id: fx.model.id }),
  'model.changeMode': (fx) => ({ id: fx.model.id, mode: 'Archived' }),
  'model.rescan': (fx) => ({ id: fx.model.id }),
  'model.toggleCannotPromote': (fx) => ({ id: fx.model.id }),
  'model.requestReview': (fx) => ({ id: fx.model.id }),
  'model.toggleSearchable': (fx) => ({ id: fx.model.id }),
  'model.toggleGeneration': (fx) => ({ id: fx.model.id }),
  'model.getAuditLog': (fx) => ({ id: fx.model.id }),
  'model.setShowcaseCollection': (fx, _viewer, { extra }) => ({
    id: fx.model.id,
    collectionId: extra.collectionOf.owner,
  }),
  'model.hideContentWithTags': (fx) => ({ id: fx.model.id, tagIds: [] }),
  'model.migrateToCollection': (fx, _viewer, { extra }) => ({
    id: fx.model.id,
    collectionId: extra.collectionOf.owner,
  }),
  'model.upsert': (fx) => ({
    id: fx.model.id,
    name: 'Renamed',
    type: 'LORA',
    checkpointType: null,
    description: '<p>Edited</p>',
    tagNames: ['portrait'],
    allowCommercialUse: ['Image'],
    allowNoCredit: true,
    allowDerivatives: true,
    allowDifferentLicense: false,
    nsfw: false,
    poi: false,
    minor: false,
    availability: 'Public',
  }),
  'modelVersion.publish': (fx) => ({ id: fx.v2.id, publishedAt: null }),
  'modelVersion.upsert': (fx) => ({
    id: fx.v2.id,
    modelId: fx.model.id,
    name: 'v2 edited',
    baseModel: 'SDXL 1.0',
    baseModelType: 'Standard',
    description: '',
    trainedWords: ['lumen'],
    steps: null,
    epochs: null,
    clipSkip: 2,
    strength: 1,
    earlyAccessConfig: null,
  }),
  'modelVersion.requestReview': (fx) => ({ id: fx.v1.id }),
  'modelVersion.getExplorationPromptsById': (fx) => ({ id: fx.v1.id }),
  'modelVersion.upsertExplorationPrompt': (fx) => ({
    id: fx.v1.id,
    modelId: fx.model.id,
    name: 'castle',
    prompt: 'a castle at dawn',
  }),
  'modelVersion.deleteExplorationPrompt': (fx) => ({ id: fx.v1.id, name: 'existing', modelId: fx.model.id }),
  'modelVersion.delete': (fx) => ({ id: fx.v2.id }),
  /** No such upload: who may add files to v2 hears that; the rest hear what they heard before the upload mattered. */
  'modelFile.create': (fx) => ({ modelVersionId: fx.v2.id, uploadId: '0'.repeat(32), type: 'Model' }),
  'modelFile.update': (fx) => ({ id: fx.v2FileId, name: 'renamed.safetensors' }),
  'post.create': (fx) => ({ modelVersionId: fx.v1.id }),
  'post.addImage': (fx) => ({ postId: fx.v1PostId, uploadId: '0'.repeat(32) }),
  'post.getInfinite': (fx) => ({ modelVersionId: fx.v1.id }),
  'post.get': (fx) => ({ id: fx.v1PostId }),
  'post.update': (fx) => ({ id: fx.v1PostId, title: 'Renamed' }),
  'post.removeImage': (fx) => ({ postId: fx.v1PostId, imageId: fx.v1ImageId }),
  'post.delete': (fx) => ({ id: fx.v1PostId }),
  'modelFile.delete': (fx) => ({ id: fx.v2FileId }),
  'modelVersion.getDeleteImpact': (fx) => ({ id: fx.v2.id }),
  'modelVersion.restore': (fx) => ({ id: fx.v2.id }),
  'modelVersion.bustCache': (fx) => ({ id: fx.v1.id }),
  'modelVersion.enqueueNsfwLevelUpdate': (fx) => ({ id: fx.v1.id }),
  'modelVersion.toggleNotifyEarlyAccess': (fx) => ({ id: fx.v1.id }),
  'modelVersion.donationGoals': (fx) => ({ id: fx.v1.id }),
  'modelVersion.getLicense': (fx) => ({ id: fx.v1.id }),
  'modelVersion.earlyAccessPurchase': (fx) => ({ modelVersionId: fx.v1.id, type: 'download' }),
  'donationGoal.donate': (fx) => ({ donationGoalId: fx.goalId, amount: 10 }),
  'reaction.toggleLike': (fx) => ({ modelId: fx.model.id, modelVersionId: fx.v1.id, setTo: true }),
  'resourceReview.create': (fx) => ({ modelId: fx.model.id, modelVersionId: fx.v1.id, recommended: true }),
  'resourceReview.update': (fx) => ({ id: fx.reviewId, details: 'Still great' }),
  'resourceReview.delete': (fx) => ({ id: fx.reviewId }),
  'buzz.tip': (fx, _viewer, { viewers }) => ({
    toUserId: viewers.owner.user.id,
    amount: 10,
    entityType: 'model',
    entityId: fx.model.id,
  }),
  'report.create': (fx) => ({ entityType: 'model', entityId: fx.model.id, reason: 'Spam' }),
  'comment.getThread': (fx) => ({ modelId: fx.model.id }),
  'comment.create': (fx) => ({ modelId: fx.model.id, content: '<p>Hello</p>' }),
  'comment.update': (fx) => ({ id: fx.commentId, content: 'Edited' }),
  'comment.delete': (fx) => ({ id: fx.commentId }),
  'comment.toggleHide': (fx) => ({ id: fx.commentId, hidden: true }),
  'comment.toggleReaction': (fx) => ({ id: fx.commentId, reaction: 'like' }),
  'collection.addModel': (fx, viewer, { extra }) => ({
    collectionId: extra.collectionOf[viewer],
    modelId: fx.model.id,
  }),
  'user.toggleNotifyModel': (fx) => ({ modelId: fx.model.id }),
  'user.getNotifyModel': (fx) => ({ modelId: fx.model.id }),
  'user.getEngagedModelVersions': (fx) => ({ id: fx.model.id }),
  'image.getImagesAsPostsInfinite': (fx) => ({ modelVersionId: fx.v1.id, limit: 25, browsingLevel: 31 }),
  'image.getInfinite': (fx) => ({ modelVersionId: fx.v1.id, limit: 10 }),
  'image.getShowcase': (fx) => ({ modelVersionId: fx.v1.id, browsingLevel: 31 }),
  'recommenders.getResourceRecommendations': (fx) => ({ modelVersionId: fx.v1.id }),
  'recommenders.toggleResourceRecommendations': (fx) => ({ id: fx.v1.id }),
  'vault.toggleModelVersion': (fx) => ({ modelVersionId: fx.v1.id }),
  'vault.isModelVersionInVault': (fx) => ({ modelVersionId: fx.v1.id }),
  'vault.get': () => undefined,
  'vault.getItemsPaged': () => ({}),
  'vault.updateItemsNotes': (_fx, _viewer, { extra }) => ({
    modelVersionIds: [extra.memberVaultVersionId],
    notes: 'for later',
  }),
  'vault.removeItemsFromVault': (_fx, _viewer, { extra }) => ({
    modelVersionIds: [extra.memberVaultVersionId],
  }),
  'tag.getAll': () => ({}),
  'tag.getTagsForReview': () => ({}),
  'user.getCreator': (_fx, _viewer, { viewers }) => ({ id: viewers.owner.user.id }),
  'user.getAll': () => ({ query: 'a' }),
  'user.getProfile': (_fx, _viewer, { viewers }) => ({ username: viewers.owner.user.username }),
  'user.getFollowingUsers': () => undefined,
  'user.getFollowList': (_fx, _viewer, { viewers }) => ({
    username: viewers.owner.user.username,
    kind: 'followers',
  }),
  'leaderboard.get': () => ({ id: 'overall' }),
  'image.getFeed': () => ({ sort: 'Newest', period: 'AllTime', limit: 25, browsingLevel: 31 }),
  'page.get': () => ({ slug: 'content/tos' }),
  'user.getEngagedModels': () => undefined,
  'user.toggleFollow': (_fx, _viewer, { viewers }) => ({ targetUserId: viewers.owner.user.id }),
  'notification.getAll': () => ({ page: 1 }),
  'notification.getUnreadCount': () => undefined,
  'notification.markRead': () => ({ ids: [1] }),
  'notification.markAllRead': () => undefined,
  'user.getNotificationSettings': () => undefined,
  'chat.getAvailability': () => undefined,
  'chat.getThreads': () => ({}),
  'chat.getThread': () => ({ threadId: MISSING }),
  'chat.getMessages': () => ({ threadId: MISSING }),
  'chat.openThread': (_fx, _viewer, { viewers }) => ({ username: viewers.owner.user.username }),
  'chat.send': () => ({ threadId: MISSING, text: 'Hello' }),
  'chat.markRead': () => ({ threadId: MISSING, messageId: MISSING }),
  'chat.getUnreadCount': () => undefined,
  'chat.block': (_fx, _viewer, { viewers }) => ({ userId: viewers.owner.user.id }),
  'chat.unblock': (_fx, _viewer, { viewers }) => ({ userId: viewers.owner.user.id }),
  'moderator.getReviewRequests': () => ({}),
  'moderator.approveReviewRequest': (fx) => ({ modelId: fx.model.id }),
  'moderator.declineReviewRequest': (fx) => ({ modelId: fx.model.id, message: 'Still in violation.' }),
  'moderator.getReports': () => ({}),
  'moderator.resolveReport': () => ({ id: MISSING, outcome: 'dismiss' }),
  'moderator.getModelsInViolation': () => ({}),
  'moderator.getModelsMatching': () => ({ query: 'a' }),
  'user.updateNotificationSettings': () => ({ kind: 'tipReceived', enabled: false }),
  'collection.follow': (_fx, _viewer, { ownerCollections }) => ({ collectionId: ownerCollections.follow }),
  'collection.unfollow': (_fx, _viewer, { ownerCollections }) => ({
    collectionId: ownerCollections.unfollow,
  }),
  'buzz.getBalance': () => undefined,
  'collection.getAllUser': () => undefined,
  'collection.getFollowState': (_fx, _viewer, { ownerCollections }) => ({
    collectionId: ownerCollections.follow,
  }),
  'collection.create': () => ({ name: 'Fresh', description: null, isPrivate: false }),
  'collection.update': (_fx, _viewer, { extra }) => ({
    id: extra.collectionOf.owner,
    name: 'Renamed',
    description: 'Edited',
    isPrivate: false,
  }),
  'collection.getDeleteImpact': (_fx, _viewer, { extra }) => ({ id: extra.collectionOf.owner }),
  'collection.removeModel': (_fx, _viewer, { extra }) => ({
    collectionId: extra.collectionOf.owner,
    modelId: extra.publishedModelId,
  }),
  'collection.getById': (_fx, _viewer, { ownerCollections }) => ({ id: ownerCollections.follow }),
  'collection.getByUser': (_fx, _viewer, { viewers }) => ({ username: viewers.owner.user.username }),
  'collection.delete': (_fx, viewer, { extra }) => ({ id: extra.collectionOf[viewer] }),
  'auth.signUp': () => ({
    username: `new_${randomBytes(6).toString('hex')}`,
    password: 'a long enough passphrase',
  }),
  'auth.signIn': (_fx, _viewer, { extra }) => extra.signInAs,
  'auth.signOut': () => undefined,
  'auth.me': () => undefined,
  'system.getScanStatus': () => undefined,
  'system.getFeatures': () => undefined,
  'auth.createApiKey': () => ({ name: 'script' }),
  'auth.listApiKeys': () => undefined,
  'auth.revokeApiKey': (_fx, _viewer, { extra }) => ({ id: extra.ownersSecondKeyId }),
  'auth.changePassword': () => ({
    currentPassword: 'not the password',
    newPassword: 'another long passphrase',
  }),
  'auth.deleteAccount': () => ({ password: 'not the password' }),
  'auth.getDeletionTerms': () => undefined,
  'auth.resetPassword': () => ({ token: 'no-such-token', password: 'another long passphrase' }),
  'user.getSettings': () => undefined,
  'user.updateSettings': () => ({ disablePoi: false }),
  'membership.getTiers': () => undefined,
  'membership.getMine': () => undefined,
  'membership.buy': () => ({ tierId: 'no-such-tier', idempotencyKey: 'role-matrix-buy' }),
  'buzz.getHistory': () => undefined,
  'buzz.getWays': () => undefined,
  'buzz.redeemVoucher': () => ({ code: '0000-0000-0000-0000' }),
  'buzz.claimDailyReward': () => undefined,
};

export const DOWNLOAD_PATHS: Record<(typeof DOWNLOAD_ROUTES)[number], (fx: Fixture) => string> = {
  'GET /api/download/models/:versionId': (fx) => `/api/download/models/${fx.v1.id}`,
  'GET /api/download/training-data/:versionId': (fx) => `/api/download/training-data/${fx.v1.id}`,
  'GET /api/download/vault/:id': (fx) => `/api/download/vault/${fx.vaultItemId}?type=details`,
};

/** Rows whose fixture thing is the member's own vault item, whatever the model's state. */
export const OWN_VAULT_ITEM = new Set(['vault.isModelVersionInVault', 'GET /api/download/vault/:id']);
