import { errors } from '../shared/errors.js';

/** The model page's user-facing texts that are not errors (errors live in the §8 catalogue, shared/errors.ts). */
export const MODEL_TEXTS = {
  scheduleTitle: { model: 'Schedule your model', post: 'Schedule your post' },
  removed: 'This resource has been removed by its owner',
  removedByModerator: 'This resource has been removed by a moderator',
  /** What taking down does (download-decision.ts refuses, model-search.ts leaves it out), and no more. */
  takenDown:
    'This model has been taken down by a moderator. It is no longer listed in search and cannot be downloaded.',
  archived:
    'This model has been archived and is not available for download. You can still share your creations with the community.',
  violationTitle: 'This model has been unpublished for violating our terms of service',
  violationVersionTitle: 'This version has been unpublished for violating our terms of service',
  appeal: 'If you believe this was a mistake, you can appeal this decision.',
  /** The appeal form (docs/moderation.md): it files a review request of the model, or of one version. */
  appealUrl: (modelId: number, modelVersionId: number | null): string =>
    modelVersionId === null
      ? `/models/${modelId}/appeal`
      : `/models/${modelId}/appeal?modelVersionId=${modelVersionId}`,
  reviewInProgress: 'A review of this model is in progress.',
  privateModel: 'This model is private: only you can see it. Publish it to share it with the community.',
  locked: 'A moderator has locked this model: its details, versions and files cannot be changed.',
  ownershipDispute:
    'A verified artist has claimed ownership of this model. Our team is reviewing the claim; the model stays available in the meantime.',
  inaccurateImages:
    'The images on this model are inaccurate. Please submit reviews with images so that we can improve this page.',
  notAvailableTitle: 'Model not available with current settings',
  notAvailableMinor: 'Disable X/XXX to view it.',
  notAvailablePoi: 'Turn off the setting that hides real people to view it.',
  missingFiles: 'This version is missing files',
  discussionOff: errors.commentsLocked.message,
  /** The notify button says what pressing it does next (spec §4's notify toggle: "mute when already notified"). */
  notify: { start: 'Notify me', stop: 'Stop notifying me' },
} as const;

type ScheduleSubject = keyof typeof MODEL_TEXTS.scheduleTitle;

/** The schedule-publish modal's title, which differs for a model and a post (spec §5). */
export const scheduleTitle = (subject: ScheduleSubject): string => MODEL_TEXTS.scheduleTitle[subject];

/**
 * What a deleted model says it was removed by: its owner, or a moderator when someone else deleted it (a seeded or
 * older deletion that names no one counts as the owner's).
 */
export const removedText = (model: { userId: number; deletedBy: number | null }): string =>
  model.deletedBy !== null && model.deletedBy !== model.userId
    ? MODEL_TEXTS.removedByModerator
    : MODEL_TEXTS.removed;
