import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ImagePostCard } from './gallery.js';
import { openVersionGallery } from './gallery-filter.js';
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
      const gallery = await openVersionGallery(repositories, viewer, input, now);
      if (!gallery.ok) return gallery;
      const { filter } = gallery.value;
      if (!isGalleryShown({ level: filter.browsingLevel })) return ok(null);
      return ok(await repositories.posts.firstCard({ ...filter, modelVersionId: input.modelVersionId }));
    });
  }
}
