import type { AuditAction } from '@atelier/domain';
import { formatUtc } from '../../shell/use-local-dates';

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
  'model.declineReview': 'Declined the review request',
  'model.resolveReport': 'Closed a report',
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
  'modelVersion.declineReview': 'Declined the review request of a version',
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

/** A moment as the audit trail stores it in its details (a Date written as JSON). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const detailValue = (value: unknown, formatDate: (date: Date) => string): string =>
  typeof value === 'string' && ISO_MOMENT.test(value) ? formatDate(new Date(value)) : String(value);

const detailText = (details: Record<string, unknown>, formatDate: (date: Date) => string) =>
  Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${detailValue(value, formatDate)}`)
    .join(', ');

/**
 * One history line: the action in words, the version it touched, and its simple details ("mode: Archived"), moments
 * among them written with `formatDate` (`useLocalDateFormat()`: the viewer's local date, never the stored ISO
 * string).
 */
export const auditLine = (
  entry: Entry,
  versions: readonly { id: number; name: string }[],
  formatDate: (date: Date) => string = formatUtc,
): string => {
  const phrase = isAuditAction(entry.action) ? PHRASES[entry.action] : entry.action;
  const version =
    entry.modelVersionId === null
      ? ''
      : ` (${versions.find((v) => v.id === entry.modelVersionId)?.name ?? `version ${entry.modelVersionId}`})`;
  const details = detailText(entry.details, formatDate);
  return `${phrase}${version}${details ? ` — ${details}` : ''}`;
};
