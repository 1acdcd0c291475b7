import type { Repositories } from '../ports/unit-of-work.js';
import type { GallerySettings } from './gallery.js';
import { addedReferences, type GalleryReferences } from './gallery-references.js';

/** Loads what `checkGalleryReferences` needs about the entries `next` adds to `current`: one read per kind. */
export const galleryReferencesOf = async (
  r: Pick<Repositories, 'versions' | 'posts' | 'tags' | 'users'>,
  modelId: number,
  next: GallerySettings,
  current: GallerySettings,
): Promise<GalleryReferences> => {
  const added = addedReferences(next, current);
  const [versions, versionOfPost, versionOfImage, tags, users] = await Promise.all([
    r.versions.ofModel(modelId),
    r.posts.versionIdsOf(added.pins.map(({ postId }) => postId)),
    r.posts.versionIdsOfImages(added.imageIds),
    r.tags.ofIds(added.tagIds),
    r.users.ofIds(added.userIds),
  ]);
  return {
    versionIds: new Set(versions.map((version) => version.id)),
    versionOfPost,
    versionOfImage,
    tagNames: new Map(tags.map((tag) => [tag.id, tag.name])),
    usernames: new Map(users.map((user) => [user.id, user.username])),
  };
};
