import { isEarlyAccessActive } from '../early-access/early-access.js';
import type { ModelVersion } from '../models/model-version.js';
import type { Review } from '../reviews/review.js';
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

/** What one user did with some versions (`Reactions.engagementWith`), read at once. */
export type VersionsEngagement = {
  /** The versions they like, in the order they liked them. */
  liked: number[];
  downloaded: ReadonlySet<number>;
  /** Their reviews of the versions (at most one each), in no particular order. */
  reviews: Pick<Review, 'id' | 'modelVersionId' | 'recommended' | 'details'>[];
  /** The versions whose early access's end they asked to be told of. */
  notified: ReadonlySet<number>;
};

/** `VersionEngagement` of each of these versions (in their order), from what the viewer did with them. */
export const versionEngagements = (
  viewer: User,
  versions: readonly Pick<ModelVersion, 'id' | 'earlyAccessEndsAt'>[],
  { downloaded, reviews, notified }: VersionsEngagement,
  now: Date,
): VersionEngagement[] => {
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
