import type { State } from './database.js';
import { deleteWhere } from './table.js';

/** Deletes versions and everything hanging off them: files, posts and their images, reviews, goals, prompts… */
export const deleteVersions = (state: State, versionIds: Set<number>): void => {
  deleteWhere(state.versions, (version) => versionIds.has(version.id));
  deleteWhere(state.files, (file) => versionIds.has(file.modelVersionId));
  const postIds = new Set(
    deleteWhere(state.posts, (post) => post.modelVersionId !== null && versionIds.has(post.modelVersionId)),
  );
  deleteWhere(state.images, (image) => postIds.has(image.postId));
  deleteWhere(state.reviews, (review) => versionIds.has(review.modelVersionId));
  deleteWhere(state.donationGoals, (goal) => versionIds.has(goal.modelVersionId));
  state.explorationPrompts = state.explorationPrompts.filter((prompt) => !versionIds.has(prompt.id));
  state.earlyAccessPurchases = state.earlyAccessPurchases.filter((p) => !versionIds.has(p.modelVersionId));
  state.reactions = state.reactions.filter((reaction) => !versionIds.has(reaction.modelVersionId));
  state.notifySettings = state.notifySettings.filter(
    (setting) => !(setting.kind === 'earlyAccess' && versionIds.has(setting.entityId)),
  );
};

/**
 * Permanent delete of models. Kept on purpose, as history: download events, ledger entries, audit entries and
 * vault items (which carry their own copy of the names).
 */
export const deleteModels = (state: State, modelIds: Set<number>): void => {
  const versionIds = new Set(
    [...state.versions.rows.values()].filter((v) => modelIds.has(v.modelId)).map((v) => v.id),
  );
  deleteVersions(state, versionIds);
  deleteWhere(state.models, (model) => modelIds.has(model.id));
  deleteWhere(state.reviews, (review) => modelIds.has(review.modelId));
  const commentIds = new Set(deleteWhere(state.comments, (comment) => modelIds.has(comment.modelId)));
  state.commentReactions = state.commentReactions.filter((entry) => !commentIds.has(entry.commentId));
  for (const id of modelIds) state.gallerySettings.delete(id);
  state.notifySettings = state.notifySettings.filter(
    (setting) => !(setting.kind === 'model' && modelIds.has(setting.entityId)),
  );
  for (const collection of state.collections.rows.values()) {
    collection.modelIds = collection.modelIds.filter((id) => !modelIds.has(id));
  }
  for (const id of modelIds) state.associatedResources.delete(id);
  for (const [fromId, resources] of state.associatedResources) {
    state.associatedResources.set(
      fromId,
      resources.filter((resource) => !modelIds.has(resource.resourceId)),
    );
  }
};
