import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ImagePostCard } from './gallery.js';
import { decodeGalleryCursor } from './gallery-cursor.js';
import { openVersionGallery } from './gallery-filter.js';
import { GALLERY_PAGE_SIZES, type GalleryPageSize } from './gallery-layout.js';
import { isGalleryShown, pinnedPostsOf } from './gallery-settings-rules.js';

type GalleryPage = { items: ImagePostCard[]; nextCursor: string | null };

/**
 * `image.getImagesAsPostsInfinite`: a page of a version's gallery with the model's gallery settings applied —
 * hidden images, users and tags left out, pinned posts first, and only levels both the viewer asks for and the
 * settings allow. No allowed level means no gallery (spec §5); a cursor no page made is refused before any read.
 */
export class GetImagesAsPostsInfinite {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: {
      modelVersionId: number;
      limit: GalleryPageSize;
      cursor: string | null;
      browsingLevel: number;
      tags?: number[];
    },
  ): Promise<Result<GalleryPage>> {
    const now = this.deps.clock.now();
    if (input.limit !== GALLERY_PAGE_SIZES.small && input.limit !== GALLERY_PAGE_SIZES.large) {
      return fail(errors.invalidInput('The gallery loads 25 or 50 posts at a time.'));
    }
    if (input.cursor !== null && decodeGalleryCursor(input.cursor) === null) {
      return fail(errors.invalidGalleryCursor);
    }
    return this.deps.uow.read(async (repositories): Promise<Result<GalleryPage>> => {
      const gallery = await openVersionGallery(repositories, viewer, input, now);
      if (!gallery.ok) return gallery;
      const { settings, filter } = gallery.value;
      if (!isGalleryShown({ level: filter.browsingLevel })) return fail(errors.galleryLevelZero);
      const page = await repositories.posts.gallery({
        ...filter,
        modelVersionId: input.modelVersionId,
        limit: input.limit,
        cursor: input.cursor,
        pinnedPostIds: pinnedPostsOf(settings, input.modelVersionId),
        tagIds: input.tags ?? [],
      });
      return ok(page);
    });
  }
}
