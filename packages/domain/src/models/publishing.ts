import type { ModelFile } from '../files/model-file.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Model } from './model.js';
import type { ModelVersion } from './model-version.js';
import { validateScheduledPublish } from './schedule-publish.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** No date means now; a date must pass `validateScheduledPublish`. */
export const publishDate = (publishedAt: Date | null | undefined, now: Date): Result<Date> =>
  publishedAt === null || publishedAt === undefined ? ok(now) : validateScheduledPublish(publishedAt, now);

/** Scheduled while the date is in the future, Published from then on. */
const publicationStatusAt = (date: Date, now: Date): 'Published' | 'Scheduled' =>
  date.getTime() > now.getTime() ? 'Scheduled' : 'Published';

/** A version can be published once it has files and posts (spec §5). */
export const isReadyToPublish = (version: Pick<ModelVersion, 'fileCount' | 'postCount'>): boolean =>
  version.fileCount > 0 && version.postCount > 0;

/**
 * The scan gate on publishing (docs/uploads.md): every file of the versions going public has finished both scans,
 * and none was found dangerous, unless a moderator publishes (moderators alone may still download such a file).
 * A scan that could not run (Error) has finished.
 */
export const checkFilesScanned = (
  files: readonly Pick<ModelFile, 'virusScanResult' | 'pickleScanResult'>[],
  byModerator: boolean,
): Result<void> => {
  const results = files.flatMap((file) => [file.virusScanResult, file.pickleScanResult]);
  if (results.includes('Pending')) return fail(errors.publishScanPending);
  if (results.includes('Danger') && !byModerator) return fail(errors.publishDangerousFile);
  return ok(undefined);
};

/**
 * Spec §4: an owner republishing an Unpublished model, or a moderator republishing a violation, publishes every
 * version that is ready; otherwise exactly the versions named, each of which must belong to the model and be ready.
 * Only moderators publish versions unpublished for a violation.
 */
export const versionsToPublish = (
  model: Pick<Model, 'status'>,
  versions: readonly ModelVersion[],
  versionIds: readonly number[],
  byModerator: boolean,
): Result<ModelVersion[]> => {
  const allowedStatus = (version: ModelVersion) =>
    version.status !== 'Deleted' && (byModerator || version.status !== 'UnpublishedViolation');
  const republishAll =
    model.status === 'Unpublished' || (model.status === 'UnpublishedViolation' && byModerator);
  if (republishAll) {
    const ready = versions.filter((version) => allowedStatus(version) && isReadyToPublish(version));
    return ready.length > 0 ? ok(ready) : fail(errors.publishNotReady);
  }
  const chosen: ModelVersion[] = [];
  for (const id of new Set(versionIds)) {
    const version = versions.find((candidate) => candidate.id === id);
    if (version === undefined) return fail(errors.notFound);
    if (!allowedStatus(version)) return fail(errors.forbidden);
    if (!isReadyToPublish(version)) return fail(errors.publishNotReady);
    chosen.push(version);
  }
  return chosen.length > 0 ? ok(chosen) : fail(errors.publishNotReady);
};

const clearedViolation = <
  M extends { unpublishedReason: string | null; customMessage: string | null; needsReview: boolean },
>(
  meta: M,
): M => ({ ...meta, unpublishedReason: null, customMessage: null, needsReview: false });

/** The model once published (or scheduled) at `date`; any violation record is cleared. */
export const publishedModel = (model: Model, date: Date, now: Date): Model => ({
  ...model,
  status: publicationStatusAt(date, now),
  publishedAt: date,
  updatedAt: now,
  meta: clearedViolation(model.meta),
});

/** The version once published at `date`; early access starts counting from then if it has not started yet. */
export const publishedVersion = (version: ModelVersion, date: Date, now: Date): ModelVersion => ({
  ...version,
  status: publicationStatusAt(date, now),
  publishedAt: date,
  earlyAccessEndsAt:
    version.earlyAccessEndsAt ??
    (version.earlyAccessConfig === null
      ? null
      : new Date(date.getTime() + version.earlyAccessConfig.timeframeDays * DAY_MS)),
  meta: clearedViolation(version.meta),
});
