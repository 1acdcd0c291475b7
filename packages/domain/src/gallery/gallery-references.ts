import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { GallerySettings } from './gallery.js';

/** What storage knows about the ids a settings change names (`galleryReferencesOf` loads it). */
export type GalleryReferences = {
  /** The model's own versions. */
  versionIds: ReadonlySet<number>;
  /** The version of each existing post named by a new pin (null: a post outside any model). */
  versionOfPost: ReadonlyMap<number, number | null>;
  /** The version of the post of each existing image named as newly hidden. */
  versionOfImage: ReadonlyMap<number, number | null>;
  /** Existing tags named as newly hidden: id → name. */
  tagNames: ReadonlyMap<number, string>;
  /** Existing users named as newly hidden: id → username. */
  usernames: ReadonlyMap<number, string>;
};

/** The pins, hidden images, tags and users of `next` that `current` does not have yet: only those are checked. */
export const addedReferences = (next: GallerySettings, current: GallerySettings) => {
  const pinned = (settings: GallerySettings, versionId: string, postId: number) =>
    (settings.pinnedPosts[Number(versionId)] ?? []).includes(postId);
  return {
    pins: Object.entries(next.pinnedPosts).flatMap(([versionId, postIds]) =>
      postIds
        .filter((postId) => !pinned(current, versionId, postId))
        .map((postId) => ({ versionId: Number(versionId), postId })),
    ),
    imageIds: next.hiddenImages.filter((id) => !current.hiddenImages.includes(id)),
    tagIds: next.hiddenTags
      .map(({ id }) => id)
      .filter((id) => !current.hiddenTags.some((tag) => tag.id === id)),
    userIds: next.hiddenUsers
      .map(({ id }) => id)
      .filter((id) => !current.hiddenUsers.some((user) => user.id === id)),
  };
};

/**
 * Gallery settings name only this model's things and real ones (spec §4 "Gallery"): a pin is a post of one of the
 * model's versions, filed under that version; a hidden image is one of the model's gallery; hidden tags and users
 * exist, a user under their own username. Entries already saved are not checked again (a post deleted since its pin
 * must not block every later change). Newly hidden tags and users are saved under their stored names.
 */
export const checkGalleryReferences = (
  next: GallerySettings,
  current: GallerySettings,
  refs: GalleryReferences,
): Result<GallerySettings> => {
  const added = addedReferences(next, current);
  const ofModel = (versionId: number | null | undefined) =>
    versionId !== undefined && versionId !== null && refs.versionIds.has(versionId);
  if (
    added.pins.some(
      ({ versionId, postId }) => !ofModel(versionId) || refs.versionOfPost.get(postId) !== versionId,
    )
  )
    return fail(errors.galleryPinNotOfModel);
  if (added.imageIds.some((id) => !ofModel(refs.versionOfImage.get(id))))
    return fail(errors.galleryImageNotOfModel);
  if (added.tagIds.some((id) => !refs.tagNames.has(id))) return fail(errors.galleryUnknownTag);
  const sameUser = ({ id, username }: { id: number; username: string }) =>
    refs.usernames.get(id)?.toLowerCase() === username.toLowerCase();
  if (next.hiddenUsers.some((user) => added.userIds.includes(user.id) && !sameUser(user)))
    return fail(errors.galleryUnknownUser);
  return ok({
    ...next,
    hiddenTags: next.hiddenTags.map(({ id, name }) => ({ id, name: refs.tagNames.get(id) ?? name })),
    hiddenUsers: next.hiddenUsers.map(({ id, username }) => ({
      id,
      username: refs.usernames.get(id) ?? username,
    })),
  });
};
