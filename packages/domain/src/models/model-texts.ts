import { errors } from '../shared/errors.js';

/** The model page's user-facing texts that are not errors (errors live in the §8 catalogue, shared/errors.ts). */
export const MODEL_TEXTS = {
  scheduleTitle: { model: 'Schedule your model', post: 'Schedule your post' },
  removed: 'This resource has been removed by its owner',
  takenDown:
    'The visual assets associated with this model have been taken down. You can still download the resource, but you will not be able to share your creations.',
  archived:
    'This model has been archived and is not available for download. You can still share your creations with the community.',
  violationTitle: 'This model has been unpublished for violating our terms of service',
  violationVersionTitle: 'This version has been unpublished for violating our terms of service',
  appeal: 'If you believe this was a mistake, you can appeal this decision.',
  appealUrl: '/content/content-appeal',
  reviewInProgress: 'A review of this model is in progress.',
  privateModel: 'This model is private: only you can see it. Publish it to share it with the community.',
  ownershipDispute:
    'A verified artist has claimed ownership of this model. Our team is reviewing the claim; the model stays available in the meantime.',
  inaccurateImages:
    'The images on this model are inaccurate. Please submit reviews with images so that we can improve this page.',
  notAvailableTitle: 'Model not available with current settings',
  notAvailableMinor: 'Disable X/XXX to view it.',
  notAvailablePoi: 'Turn off the setting that hides real people to view it.',
  missingFiles: 'This version is missing files',
  discussionOff: errors.commentsLocked.message,
} as const;

type ScheduleSubject = keyof typeof MODEL_TEXTS.scheduleTitle;

/** The schedule-publish modal's title, which differs for a model and a post (spec §5). */
export const scheduleTitle = (subject: ScheduleSubject): string => MODEL_TEXTS.scheduleTitle[subject];
