import type { ShownImagesFilter } from '../ports/gallery.js';
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
