import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';

/** The rating a review carries: 5 when recommended, else 1 (spec §3). */
const ratingFor = (recommended: boolean): 5 | 1 => (recommended ? 5 : 1);

export type ReviewAction =
  | { kind: 'create'; recommended: boolean; rating: 5 | 1 }
  | { kind: 'update'; id: number; recommended: boolean; rating: 5 | 1 }
  | { kind: 'delete'; id: number };

/**
 * What a thumbs click does (spec §4): with no review it creates one; clicking the active thumb deletes the review;
 * clicking the other thumb flips it.
 */
export const nextReviewAction = (
  current: { id: number; recommended: boolean } | null,
  clicked: 'up' | 'down',
): ReviewAction => {
  const recommended = clicked === 'up';
  if (current === null) return { kind: 'create', recommended, rating: ratingFor(recommended) };
  if (current.recommended === recommended) return { kind: 'delete', id: current.id };
  return { kind: 'update', id: current.id, recommended, rating: ratingFor(recommended) };
};

/** A rating must match the thumb: 5 with a recommendation, 1 without. */
export const validateRating = (recommended: boolean, rating: number | undefined): Result<5 | 1> =>
  rating === undefined || rating === ratingFor(recommended)
    ? ok(ratingFor(recommended))
    : fail(errors.invalidInput('The rating must be 5 for a recommendation and 1 otherwise.'));

/**
 * Whether the viewer may review a version (spec §5/§6): signed in, not muted, not while the version is in early
 * access unless a member or moderator, and only after downloading it.
 */
export const canReview = (
  viewer: Viewer,
  version: { inEarlyAccess: boolean; hasDownloaded: boolean },
): Result<null> => {
  if (viewer === null) return fail(errors.signInRequired);
  if (viewer.muted) return fail(errors.muted);
  if (version.inEarlyAccess && !viewer.isMember && !viewer.isModerator)
    return fail(errors.reviewInEarlyAccess);
  if (!version.hasDownloaded) return fail(errors.reviewRequiresDownload);
  return ok(null);
};

/** Whether the viewer may add a post to a gallery: signed in and not muted (spec §5). */
export const canAddPostInGallery = (viewer: Viewer): Result<null> => {
  if (viewer === null) return fail(errors.signInRequired);
  if (viewer.muted) return fail(errors.muted);
  return ok(null);
};
