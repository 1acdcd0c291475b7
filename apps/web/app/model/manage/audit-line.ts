import type { AuditAction } from '@atelier/domain';

type Entry = { action: string; modelVersionId: number | null; details: Record<string, unknown> };

/** How the history names each audited action (packages/domain/src/moderation/audit.ts): every one, checked. */
const PHRASES: Record<AuditAction, string> = {
  'model.create': 'Created the model',
  'model.update': 'Edited the model',
  'model.publish': 'Published the model',
  'model.unpublish': 'Unpublished the model',
  'model.publishPrivateModel': 'Made the model public',
  'model.unpublishViolation': 'Unpublished the model as a violation',
  'model.restore': 'Restored the model',
  'model.delete': 'Deleted the model',
  'model.deletePermanently': 'Deleted the model permanently',
  'model.changeMode': 'Changed the mode',
  'model.toggleLock': 'Locked or unlocked the model',
  'model.toggleLockComments': 'Locked or unlocked comments',
  'model.toggleCannotPromote': 'Banned or allowed promoting',
  'model.toggleSearchable': 'Changed whether it is searchable',
  'model.toggleGeneration': 'Added to or removed from generation',
  'model.rescan': 'Queued a rescan of the files',
  'model.requestReview': 'Requested a review',
  'model.reorderVersions': 'Rearranged the versions',
  'model.updateGallerySettings': 'Changed the gallery settings',
  'model.copyGallerySettings': 'Copied the gallery settings to other models',
  'model.setShowcaseCollection': 'Set the showcase collection',
  'model.hideContentByTags': 'Hid content with tags',
  'model.migrateToCollection': 'Migrated the model to a collection',
  'model.setAssociatedResources': 'Changed the suggested resources',
  'modelVersion.create': 'Added a version',
  'modelVersion.update': 'Edited a version',
  'modelVersion.publish': 'Published a version',
  'modelVersion.delete': 'Deleted a version',
  'modelVersion.restore': 'Restored a version',
  'modelVersion.requestReview': 'Requested a review of a version',
  'modelVersion.bustCache': 'Busted the cache',
  'modelVersion.enqueueNsfwLevelUpdate': 'Enqueued an NsfwLevel update',
  'modelVersion.upsertExplorationPrompt': 'Saved an exploration prompt',
  'modelVersion.deleteExplorationPrompt': 'Deleted an exploration prompt',
  'modelVersion.toggleResourceRecommendations': 'Turned AI recommendations on or off',
  'modelFile.create': 'Added a file',
  'modelFile.update': 'Changed a file',
  'modelFile.delete': 'Deleted a file',
  'post.create': 'Added a post',
  'post.addImage': 'Added an image to a post',
  'post.update': 'Edited a post',
  'post.removeImage': 'Removed an image from a post',
  'post.delete': 'Deleted a post',
  'comment.toggleHide': 'Hid or showed a comment',
};

const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(PHRASES, action);

const detailText = (details: Record<string, unknown>) =>
  Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

/** One history line: the action in words, the version it touched, and its simple details ("mode: Archived"). */
export const auditLine = (entry: Entry, versions: readonly { id: number; name: string }[]): string => {
  const phrase = isAuditAction(entry.action) ? PHRASES[entry.action] : entry.action;
  const version =
    entry.modelVersionId === null
      ? ''
      : ` (${versions.find((v) => v.id === entry.modelVersionId)?.name ?? `version ${entry.modelVersionId}`})`;
  const details = detailText(entry.details);
  return `${phrase}${version}${details ? ` — ${details}` : ''}`;
};
