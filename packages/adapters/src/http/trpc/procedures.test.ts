import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROCEDURE_NAMES, PROCEDURES } from './procedures.js';

/** Spec §7's named calls, the names issue #4 gives the unnamed rows, and the account procedures. */
const EXPECTED = [
  'recommenders.getResourceRecommendations',
  'recommenders.toggleResourceRecommendations',
  'model.getById',
  'model.getAssociatedResourcesCardData',
  'model.getGallerySettings',
  'model.updateGallerySettings',
  'model.copyGallerySettings',
  'model.getVersions',
  'model.reorderVersions',
  'model.toggleLock',
  'model.toggleLockComments',
  'model.publishPrivateModel',
  'model.delete',
  'model.unpublish',
  'model.publish',
  'model.restore',
  'model.changeMode',
  'model.rescan',
  'model.toggleCannotPromote',
  'model.requestReview',
  // Issue 13: creators' files.
  'modelFile.create',
  'modelFile.update',
  'modelFile.delete',
  // Issue 14: the minimal post path that publishing needs.
  'post.create',
  'post.addImage',
  'post.getInfinite',
  // Issue 16: the post page, the post editor, removing an image and deleting a post.
  'post.get',
  'post.update',
  'post.removeImage',
  'post.delete',
  'modelVersion.publish',
  'modelVersion.requestReview',
  'modelVersion.getExplorationPromptsById',
  'modelVersion.upsertExplorationPrompt',
  'modelVersion.deleteExplorationPrompt',
  'modelVersion.delete',
  'modelVersion.bustCache',
  'modelVersion.enqueueNsfwLevelUpdate',
  'modelVersion.toggleNotifyEarlyAccess',
  'modelVersion.donationGoals',
  'donationGoal.donate',
  'image.getImagesAsPostsInfinite',
  'tag.getAll',
  'tag.getTagsForReview',
  'user.getCreator',
  'user.getFollowingUsers',
  'user.toggleFollow',
  'user.getEngagedModels',
  'user.getEngagedModelVersions',
  'user.toggleNotifyModel',
  'user.getAll',
  'vault.toggleModelVersion',
  'vault.isModelVersionInVault',
  // Rows the spec leaves unnamed (issue #4).
  'modelVersion.earlyAccessPurchase',
  'resourceReview.create',
  'resourceReview.update',
  'resourceReview.delete',
  'reaction.toggleLike',
  'collection.follow',
  'collection.unfollow',
  'vault.updateItemsNotes',
  'vault.removeItemsFromVault',
  'vault.get',
  'vault.getItemsPaged',
  'buzz.tip',
  'buzz.getBalance',
  'report.create',
  'collection.addModel',
  // "image list for version", named after the original product's call.
  'image.getInfinite',
  // The license page's data (/models/license/{versionId}).
  'modelVersion.getLicense',
  // The viewer's collections, for the add-to-collection dialog.
  'collection.getAllUser',
  // Issue 16: the model page's showcase carousel, and the home page's model cards.
  'image.getShowcase',
  'model.getCards',
  // Issue 19: the model list and search (/models, the header's search box, /tag/{name}, the home page's rows).
  'model.getAll',
  // The showcase collection's follow button.
  'collection.getFollowState',
  // The bell's starting state.
  'user.getNotifyModel',
  // The profile page's data (/user/{username}).
  'user.getProfile',
  // The owner's and moderator's model page (issue 6).
  'model.toggleSearchable',
  'model.toggleGeneration',
  'model.getAuditLog',
  'model.setShowcaseCollection',
  'model.hideContentWithTags',
  'model.migrateToCollection',
  'model.setAssociatedResources',
  // Accounts.
  'auth.signUp',
  'auth.signIn',
  'auth.signOut',
  'auth.me',
  'auth.createApiKey',
  'auth.listApiKeys',
  'auth.revokeApiKey',
  // Deletion that keeps other people's data (issue 11).
  'model.getDeleteImpact',
  'modelVersion.getDeleteImpact',
  'modelVersion.restore',
  // The moderators' "Virus scanning is off" banner.
  'system.getScanStatus',
  // Issue 20: the feature flags the web app hides its UI by.
  'system.getFeatures',
  // Issue 14: creators author models and versions.
  'model.upsert',
  'modelVersion.upsert',
  // Issue 17: the notification inbox, the header's bell and the settings per kind.
  'notification.getAll',
  'notification.getUnreadCount',
  'notification.markRead',
  'notification.markAllRead',
  'user.getNotificationSettings',
  'user.updateNotificationSettings',
  // Issue 17: collections their owners manage, and their page.
  'collection.create',
  'collection.update',
  'collection.delete',
  'collection.getDeleteImpact',
  'collection.removeModel',
  'collection.getById',
  'collection.getByUser',
  // Issue 17: the model page's discussion.
  'comment.getThread',
  'comment.create',
  'comment.update',
  'comment.delete',
  'comment.toggleHide',
  'comment.toggleReaction',
  // Issue 18: account settings, password change and reset.
  'user.getSettings',
  'user.updateSettings',
  'auth.changePassword',
  'auth.resetPassword',
  // Issue 18: deleting one's own account (docs/api-keys-and-account-deletion.md).
  'auth.deleteAccount',
  'auth.getDeletionTerms',
  // Issue 18: membership bought with Buzz (docs/membership.md).
  'membership.getTiers',
  'membership.getMine',
  'membership.buy',
  // Issue 18: Buzz a person can get and see (docs/buzz.md).
  'buzz.getHistory',
  'buzz.getWays',
  'buzz.redeemVoucher',
  'buzz.claimDailyReward',
  // Issue 19: a real page behind every link (docs/pages.md).
  'resourceReview.getForModel',
  'image.getFeed',
  'user.getFollowList',
  'leaderboard.get',
  'page.get',
  // Issue 19: direct messages between two users (docs/chat.md).
  'chat.getAvailability',
  'chat.getThreads',
  'chat.getThread',
  'chat.getMessages',
  'chat.openThread',
  'chat.send',
  'chat.markRead',
  'chat.getUnreadCount',
  'chat.block',
  'chat.unblock',
  // Issue 20: the moderator workspace (docs/moderation.md).
  'moderator.getReviewRequests',
  'moderator.approveReviewRequest',
  'moderator.declineReviewRequest',
  'moderator.getReports',
  'moderator.resolveReport',
  'moderator.getModelsInViolation',
  'moderator.getModelsMatching',
];

describe('the procedure registry', () => {
  it('serves exactly the expected procedures', () => {
    expect([...PROCEDURE_NAMES].sort()).toEqual([...EXPECTED].sort());
  });

  it('makes every query a read and every mutation a change, by name', () => {
    const readPrefixes = /^(get|is|me$|list|donationGoals$)/;
    for (const { name, kind } of PROCEDURES) {
      const call = name.split('.')[1] ?? '';
      expect({ name, kind }).toEqual({ name, kind: readPrefixes.test(call) ? 'query' : 'mutation' });
    }
  });

  it('gives every procedure a strict input: unknown keys are refused, not dropped', () => {
    for (const { name, input } of PROCEDURES) {
      const schema = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as {
        additionalProperties?: unknown;
        anyOf?: { additionalProperties?: unknown; type?: string }[];
      };
      const object = schema.anyOf?.find((option) => option.type === 'object') ?? schema;
      expect({ name, additionalProperties: object.additionalProperties }).toEqual({
        name,
        additionalProperties: false,
      });
    }
  });
});
