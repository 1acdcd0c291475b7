import { describe, expect, it } from 'vitest';
import type { User } from '../users/user.js';
import { canAddPostInGallery, canReview, nextReviewAction, validateRating } from './review-rules.js';

const user = (overrides: Partial<User> = {}): User => ({
  id: 1,
  username: 'alice',
  createdAt: new Date(0),
  deletedAt: null,
  isModerator: false,
  isMember: false,
  memberUntil: null,
  muted: false,
  banned: false,
  filePreferences: { format: 'SafeTensor', size: 'pruned', fp: 'fp16' },
  disablePoi: false,
  disableMinor: false,
  browsingLevel: 31,
  creatorCardStatsPreferences: [],
  links: [],
  rank: null,
  vaultStorageKb: 0,
  ...overrides,
});

describe('nextReviewAction (spec §4 review toggle)', () => {
  it('thumbs up without a review creates a recommended review rated 5', () => {
    expect(nextReviewAction(null, 'up')).toEqual({ kind: 'create', recommended: true, rating: 5 });
  });

  it('thumbs down without a review creates a review rated 1', () => {
    expect(nextReviewAction(null, 'down')).toEqual({ kind: 'create', recommended: false, rating: 1 });
  });

  it('clicking the active thumb deletes the review', () => {
    expect(nextReviewAction({ id: 7, recommended: true }, 'up')).toEqual({ kind: 'delete', id: 7 });
    expect(nextReviewAction({ id: 8, recommended: false }, 'down')).toEqual({ kind: 'delete', id: 8 });
  });

  it('clicking the other thumb updates the review', () => {
    expect(nextReviewAction({ id: 7, recommended: true }, 'down')).toEqual({
      kind: 'update',
      id: 7,
      recommended: false,
      rating: 1,
    });
    expect(nextReviewAction({ id: 8, recommended: false }, 'up')).toEqual({
      kind: 'update',
      id: 8,
      recommended: true,
      rating: 5,
    });
  });
});

describe('validateRating', () => {
  it('derives the rating from the thumb when none is given', () => {
    expect(validateRating(true, undefined)).toEqual({ ok: true, value: 5 });
    expect(validateRating(false, undefined)).toEqual({ ok: true, value: 1 });
  });

  it('rejects a rating that does not match the thumb', () => {
    expect(validateRating(true, 1).ok).toBe(false);
    expect(validateRating(false, 5).ok).toBe(false);
    expect(validateRating(true, 4).ok).toBe(false);
  });
});

describe('canReview (spec §5)', () => {
  const downloaded = { inEarlyAccess: false, hasDownloaded: true };

  it('lets a signed-in user who downloaded the version review it', () => {
    expect(canReview(user(), downloaded).ok).toBe(true);
  });

  it('asks anonymous visitors to sign in', () => {
    expect(canReview(null, downloaded)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.SIGN_IN_REQUIRED' },
    });
  });

  it('refuses muted users', () => {
    expect(canReview(user({ muted: true }), downloaded)).toMatchObject({ error: { code: 'USER.MUTED' } });
  });

  it('requires a prior download', () => {
    expect(canReview(user(), { inEarlyAccess: false, hasDownloaded: false })).toMatchObject({
      error: { code: 'REVIEW.DOWNLOAD_REQUIRED' },
    });
  });

  it('during early access only members and moderators may review', () => {
    const early = { inEarlyAccess: true, hasDownloaded: true };
    expect(canReview(user(), early)).toMatchObject({ error: { code: 'REVIEW.EARLY_ACCESS' } });
    expect(canReview(user({ isMember: true }), early).ok).toBe(true);
    expect(canReview(user({ isModerator: true }), early).ok).toBe(true);
  });
});

describe('canAddPostInGallery', () => {
  it('needs a signed-in, unmuted user', () => {
    expect(canAddPostInGallery(user()).ok).toBe(true);
    expect(canAddPostInGallery(null)).toMatchObject({ error: { code: 'AUTH.SIGN_IN_REQUIRED' } });
    expect(canAddPostInGallery(user({ muted: true }))).toMatchObject({ error: { code: 'USER.MUTED' } });
  });
});
