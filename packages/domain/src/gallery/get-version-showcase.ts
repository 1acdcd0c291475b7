import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ImagePostCard } from './gallery.js';
import { galleryFilter } from './gallery-filter.js';
import { isGalleryShown } from './gallery-settings-rules.js';

/**
 * `image.getShowcase`: the showcase at the top of the model page — the version's first post (its oldest the gallery
 * would show this viewer) with the images the gallery settings and browsing level let through, in their order.
 * Null when there is none, or when the settings allow no level: the page then shows no carousel at all.
 */
export class GetVersionShowcase {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { modelVersionId: number; browsingLevel: number },
  ): Promise<Result<ImagePostCard | null>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (repositories): Promise<Result<ImagePostCard | null>> => {
      const loaded = await loadAuthorizedVersion(
        repositories,
        'model.view',
        viewer,
        input.modelVersionId,
        now,
      );
      if (!loaded.ok) return loaded;
      const settings = await repositories.gallerySettings.of(loaded.value.model.id);
      const filter = galleryFilter(settings, input.browsingLevel);
      if (!isGalleryShown({ level: filter.browsingLevel })) return ok(null);
      return ok(await repositories.posts.firstCard({ ...filter, modelVersionId: input.modelVersionId }));
    });
  }
}
