import { isEarlyAccessActive } from '../early-access/early-access.js';
import type { ModelVersion } from '../models/model-version.js';
import type { Repositories } from '../ports/unit-of-work.js';
import { canReview } from '../reviews/review-rules.js';
import type { User } from './user.js';

/** What one version of a model means to the signed-in viewer, as the version panel shows it. */
export type VersionEngagement = {
  modelVersionId: number;
  downloaded: boolean;
  /** The viewer's review of the version, if any. */
  review: { id: number; recommended: boolean; details: string | null } | null;
  notifyEarlyAccess: boolean;
  /** Why the viewer may not review the version yet (the catalogue's message); null when they may. */
  reviewBlockedReason: string | null;
};

export const versionEngagement = async (
  repositories: Repositories,
  viewer: User,
  version: Pick<ModelVersion, 'id' | 'earlyAccessEndsAt'>,
  now: Date,
): Promise<VersionEngagement> => {
  const [downloaded, review, notifyEarlyAccess] = await Promise.all([
    repositories.downloads.hasDownloaded(viewer.id, version.id),
    repositories.reviews.ofUserAndVersion(viewer.id, version.id),
    repositories.notifySettings.isOn(viewer.id, 'earlyAccess', version.id),
  ]);
  const allowed = canReview(viewer, {
    inEarlyAccess: isEarlyAccessActive(version, now),
    hasDownloaded: downloaded,
  });
  return {
    modelVersionId: version.id,
    downloaded,
    review: review && { id: review.id, recommended: review.recommended, details: review.details },
    notifyEarlyAccess,
    reviewBlockedReason: allowed.ok ? null : allowed.error.message,
  };
};
