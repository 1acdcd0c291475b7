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

/** `VersionEngagement` of each of these versions (in their order), in three reads whatever their number. */
export const versionEngagements = async (
  repositories: Repositories,
  viewer: User,
  versions: readonly Pick<ModelVersion, 'id' | 'earlyAccessEndsAt'>[],
  now: Date,
): Promise<VersionEngagement[]> => {
  const ids = versions.map((version) => version.id);
  const [downloaded, reviews, notified] = await Promise.all([
    repositories.downloads.downloadedOf(viewer.id, ids),
    repositories.reviews.ofUserAndVersions(viewer.id, ids),
    repositories.notifySettings.onOf(viewer.id, 'earlyAccess', ids),
  ]);
  const reviewOf = new Map(reviews.map((review) => [review.modelVersionId, review]));
  return versions.map((version) => {
    const review = reviewOf.get(version.id) ?? null;
    const allowed = canReview(viewer, {
      inEarlyAccess: isEarlyAccessActive(version, now),
      hasDownloaded: downloaded.has(version.id),
    });
    return {
      modelVersionId: version.id,
      downloaded: downloaded.has(version.id),
      review: review && { id: review.id, recommended: review.recommended, details: review.details },
      notifyEarlyAccess: notified.has(version.id),
      reviewBlockedReason: allowed.ok ? null : allowed.error.message,
    };
  });
};
