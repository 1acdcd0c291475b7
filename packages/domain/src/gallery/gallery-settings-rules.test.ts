import { describe, expect, it } from 'vitest';
import type { GallerySettings } from './gallery.js';
import {
  canPinPost,
  hideImage,
  hideTag,
  hideUser,
  isGalleryShown,
  MAX_PINNED_POSTS,
  pinnedPostsOf,
  pinPost,
  unhideImage,
  unhideTag,
  unhideUser,
  unpinPost,
  validateGallerySettings,
} from './gallery-settings-rules.js';

const settings = (overrides: Partial<GallerySettings> = {}): GallerySettings => ({
  hiddenImages: [],
  hiddenTags: [],
  hiddenUsers: [],
  level: 31,
  pinnedPosts: {},
  ...overrides,
});

const pinMany = (start: GallerySettings, versionId: number, postIds: number[]): GallerySettings =>
  postIds.reduce((current, postId) => {
    const next = pinPost(current, versionId, postId);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, start);

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('pinning posts (spec §4/§5)', () => {
  it('pins posts up to the maximum, in pin order', () => {
    const full = pinMany(settings(), 10, upTo(MAX_PINNED_POSTS));
    expect(pinnedPostsOf(full, 10)).toEqual(upTo(MAX_PINNED_POSTS));
  });

  it('refuses one pin more than the maximum and disables the pin', () => {
    const full = pinMany(settings(), 10, upTo(MAX_PINNED_POSTS));
    expect(canPinPost(full, 10, 99)).toBe(false);
    expect(pinPost(full, 10, 99)).toMatchObject({ ok: false, error: { code: 'GALLERY.MAX_PINNED' } });
  });

  it('counts the maximum per version', () => {
    const full = pinMany(settings(), 10, upTo(MAX_PINNED_POSTS));
    expect(pinPost(full, 11, 99).ok).toBe(true);
  });

  it('pinning an already pinned post changes nothing, even when full', () => {
    const full = pinMany(settings(), 10, upTo(MAX_PINNED_POSTS));
    expect(pinPost(full, 10, 1)).toEqual({ ok: true, value: full });
  });

  it('unpinning frees a place', () => {
    const full = pinMany(settings(), 10, upTo(MAX_PINNED_POSTS));
    const freed = unpinPost(full, 10, 2);
    expect(pinnedPostsOf(freed, 10)).not.toContain(2);
    expect(pinPost(freed, 10, 99).ok).toBe(true);
  });

  it('unpinning the last post of a version drops the version entry', () => {
    const one = pinMany(settings(), 10, [1]);
    expect(unpinPost(one, 10, 1).pinnedPosts).toEqual({});
  });
});

describe('hiding and unhiding (spec §4)', () => {
  it('hides and unhides an image', () => {
    const hidden = hideImage(settings(), 5);
    expect(hidden.hiddenImages).toEqual([5]);
    expect(hideImage(hidden, 5).hiddenImages).toEqual([5]);
    expect(unhideImage(hidden, 5).hiddenImages).toEqual([]);
  });

  it('hides and unhides a user', () => {
    const hidden = hideUser(settings(), { id: 3, username: 'bob' });
    expect(hidden.hiddenUsers).toEqual([{ id: 3, username: 'bob' }]);
    expect(hideUser(hidden, { id: 3, username: 'bob' }).hiddenUsers).toHaveLength(1);
    expect(unhideUser(hidden, 3).hiddenUsers).toEqual([]);
  });

  it('hides and unhides a tag', () => {
    const hidden = hideTag(settings(), { id: 8, name: 'gore' });
    expect(hidden.hiddenTags).toEqual([{ id: 8, name: 'gore' }]);
    expect(hideTag(hidden, { id: 8, name: 'gore' }).hiddenTags).toHaveLength(1);
    expect(unhideTag(hidden, 8).hiddenTags).toEqual([]);
  });

  it('leaves the original settings untouched', () => {
    const original = settings({ hiddenImages: [1] });
    hideImage(original, 2);
    unhideImage(original, 1);
    expect(original.hiddenImages).toEqual([1]);
  });
});

describe('isGalleryShown (spec §5)', () => {
  it('hides the gallery at browsing level zero', () => {
    expect(isGalleryShown({ level: 0 })).toBe(false);
    expect(isGalleryShown({ level: 1 })).toBe(true);
  });
});

describe('validateGallerySettings', () => {
  it('refuses more pins than the maximum for a version', () => {
    const tooMany = settings({ pinnedPosts: { 10: upTo(MAX_PINNED_POSTS + 1) } });
    expect(validateGallerySettings(tooMany)).toMatchObject({
      ok: false,
      error: { code: 'GALLERY.MAX_PINNED' },
    });
  });

  it('collapses repeated ids', () => {
    const result = validateGallerySettings(
      settings({
        hiddenImages: [1, 1],
        hiddenUsers: [
          { id: 2, username: 'b' },
          { id: 2, username: 'b' },
        ],
        pinnedPosts: { 10: [...upTo(MAX_PINNED_POSTS), 1] },
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        hiddenImages: [1],
        hiddenUsers: [{ id: 2, username: 'b' }],
        pinnedPosts: { 10: upTo(MAX_PINNED_POSTS) },
      },
    });
  });

  it('refuses a negative browsing level', () => {
    expect(validateGallerySettings(settings({ level: -1 })).ok).toBe(false);
  });
});
