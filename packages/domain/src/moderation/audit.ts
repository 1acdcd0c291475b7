export const AUDIT_ACTIONS = [
  'model.create',
  'model.update',
  'model.publish',
  'model.unpublish',
  'model.publishPrivateModel',
  'model.unpublishViolation',
  'model.restore',
  'model.delete',
  'model.deletePermanently',
  'model.changeMode',
  'model.toggleLock',
  'model.toggleLockComments',
  'model.toggleCannotPromote',
  'model.toggleSearchable',
  'model.toggleGeneration',
  'model.rescan',
  'model.requestReview',
  'model.declineReview',
  'model.resolveReport',
  'model.reorderVersions',
  'model.updateGallerySettings',
  'model.copyGallerySettings',
  'model.setShowcaseCollection',
  'model.hideContentByTags',
  'model.migrateToCollection',
  'model.setAssociatedResources',
  'modelVersion.create',
  'modelVersion.update',
  'modelVersion.publish',
  'modelVersion.delete',
  'modelVersion.restore',
  'modelVersion.requestReview',
  'modelVersion.declineReview',
  'modelVersion.bustCache',
  'modelVersion.enqueueNsfwLevelUpdate',
  'modelVersion.upsertExplorationPrompt',
  'modelVersion.deleteExplorationPrompt',
  'modelVersion.toggleResourceRecommendations',
  'modelFile.create',
  'modelFile.update',
  'modelFile.delete',
  'post.create',
  'post.addImage',
  'post.update',
  'post.removeImage',
  'post.delete',
  'comment.toggleHide',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  id: number;
  actorId: number;
  action: AuditAction;
  modelId: number;
  modelVersionId: number | null;
  details: Record<string, unknown>;
  createdAt: Date;
};
