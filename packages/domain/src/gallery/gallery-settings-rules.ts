import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { GallerySettings } from './gallery.js';

/**
 * Most posts an owner may pin per version. The spec keeps the value unnamed (§9); five keeps the pinned block
 * within the first row-and-a-half of a six-column gallery, leaving room for fresh posts on the first page.
 */
export const MAX_PINNED_POSTS = 5;

/** Every browsing level bit (PG, PG-13, R, X, XXX). */
export const ALL_BROWSING_LEVELS = 31;

/** What a model's gallery settings are before anyone saved them. */
export const defaultGallerySettings = (): GallerySettings => ({
  hiddenImages: [],
  hiddenTags: [],
  hiddenUsers: [],
  level: ALL_BROWSING_LEVELS,
  pinnedPosts: {},
});

export const pinnedPostsOf = (settings: GallerySettings, modelVersionId: number): number[] =>
  settings.pinnedPosts[modelVersionId] ?? [];

/** The pin button is disabled once a version has the maximum of pinned posts (spec §5). */
export const canPinPost = (settings: GallerySettings, modelVersionId: number, postId: number): boolean => {
  const pinned = pinnedPostsOf(settings, modelVersionId);
  return pinned.includes(postId) || pinned.length < MAX_PINNED_POSTS;
};

/** Pins a post of a version after those already pinned; pinning a pinned post changes nothing. */
export const pinPost = (
  settings: GallerySettings,
  modelVersionId: number,
  postId: number,
): Result<GallerySettings> => {
  const pinned = pinnedPostsOf(settings, modelVersionId);
  if (pinned.includes(postId)) return ok(settings);
  if (!canPinPost(settings, modelVersionId, postId)) return fail(errors.maxPinnedPosts);
  return ok({ ...settings, pinnedPosts: { ...settings.pinnedPosts, [modelVersionId]: [...pinned, postId] } });
};

export const unpinPost = (
  settings: GallerySettings,
  modelVersionId: number,
  postId: number,
): GallerySettings => {
  const { [modelVersionId]: pinned = [], ...others } = settings.pinnedPosts;
  const rest = pinned.filter((id) => id !== postId);
  return { ...settings, pinnedPosts: rest.length > 0 ? { ...others, [modelVersionId]: rest } : others };
};

export const hideImage = (settings: GallerySettings, imageId: number): GallerySettings =>
  settings.hiddenImages.includes(imageId)
    ? settings
    : { ...settings, hiddenImages: [...settings.hiddenImages, imageId] };

export const unhideImage = (settings: GallerySettings, imageId: number): GallerySettings => ({
  ...settings,
  hiddenImages: settings.hiddenImages.filter((id) => id !== imageId),
});

export const hideUser = (
  settings: GallerySettings,
  user: { id: number; username: string },
): GallerySettings =>
  settings.hiddenUsers.some(({ id }) => id === user.id)
    ? settings
    : { ...settings, hiddenUsers: [...settings.hiddenUsers, { id: user.id, username: user.username }] };

export const unhideUser = (settings: GallerySettings, userId: number): GallerySettings => ({
  ...settings,
  hiddenUsers: settings.hiddenUsers.filter(({ id }) => id !== userId),
});

export const hideTag = (settings: GallerySettings, tag: { id: number; name: string }): GallerySettings =>
  settings.hiddenTags.some(({ id }) => id === tag.id)
    ? settings
    : { ...settings, hiddenTags: [...settings.hiddenTags, { id: tag.id, name: tag.name }] };

export const unhideTag = (settings: GallerySettings, tagId: number): GallerySettings => ({
  ...settings,
  hiddenTags: settings.hiddenTags.filter(({ id }) => id !== tagId),
});

/** The gallery cannot be shown when the allowed browsing level is zero (spec §5). */
export const isGalleryShown = (settings: Pick<GallerySettings, 'level'>): boolean => settings.level !== 0;

/**
 * Settings as saved whole (`model.updateGallerySettings`): every version keeps at most the maximum of pins,
 * and repeated ids collapse to one.
 */
export const validateGallerySettings = (settings: GallerySettings): Result<GallerySettings> => {
  const pinnedPosts: Record<number, number[]> = {};
  for (const [versionId, postIds] of Object.entries(settings.pinnedPosts)) {
    const unique = [...new Set(postIds)];
    if (unique.length > MAX_PINNED_POSTS) return fail(errors.maxPinnedPosts);
    if (unique.length > 0) pinnedPosts[Number(versionId)] = unique;
  }
  if (!Number.isInteger(settings.level) || settings.level < 0) {
    return fail(errors.invalidInput('The browsing level must be a whole number of flags.'));
  }
  return ok({
    hiddenImages: [...new Set(settings.hiddenImages)],
    hiddenTags: uniqueById(settings.hiddenTags),
    hiddenUsers: uniqueById(settings.hiddenUsers),
    level: settings.level,
    pinnedPosts,
  });
};

const uniqueById = <T extends { id: number }>(items: T[]): T[] =>
  items.filter((item, index) => items.findIndex(({ id }) => id === item.id) === index);
