import type { AuthorizationFailure } from '../permissions/authorize.js';
import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { ShownImagesFilter } from '../ports/gallery.js';
import type { Repositories } from '../ports/unit-of-work.js';
import { ok, type Result } from '../shared/result.js';
import { browsingLevelFor } from '../users/account-settings.js';
import type { Viewer } from '../users/user.js';
import type { GallerySettings } from './gallery.js';

/**
 * What a model's gallery shows a viewer asking for `browsingLevel`: only the levels both allow, without the images,
 * users and tags its settings hide. Every gallery read (the gallery, the showcase, the covers) filters with this.
 */
export const galleryFilter = (settings: GallerySettings, browsingLevel: number): ShownImagesFilter => ({
  browsingLevel: browsingLevel & settings.level,
  hiddenImageIds: settings.hiddenImages,
  hiddenUserIds: settings.hiddenUsers.map(({ id }) => id),
  hiddenTagIds: settings.hiddenTags.map(({ id }) => id),
});

/**
 * A version's gallery as this viewer may see it: the version (only if they may view it), its model's gallery settings
 * and the filter for `browsingLevel` within the viewer's own (`browsingLevelFor`). Shared by the gallery's pages and the showcase.
 */
export const openVersionGallery = async (
  repositories: Pick<Repositories, 'models' | 'versions' | 'gallerySettings'>,
  viewer: Viewer,
  input: { modelVersionId: number; browsingLevel: number },
  now: Date,
): Promise<Result<{ settings: GallerySettings; filter: ShownImagesFilter }, AuthorizationFailure>> => {
  const loaded = await loadAuthorizedVersion(repositories, 'model.view', viewer, input.modelVersionId, now);
  if (!loaded.ok) return loaded;
  const settings = await repositories.gallerySettings.of(loaded.value.model.id);
  return ok({ settings, filter: galleryFilter(settings, browsingLevelFor(viewer, input.browsingLevel)) });
};
