import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Image, ImagePostCard } from './gallery.js';
import { isGalleryShown } from './gallery-settings-rules.js';

type VersionImage = Image & { user: ImagePostCard['user'] };

/** Most images the version image list returns at once. */
const VERSION_IMAGES_MAX_LIMIT = 100;

/** Images of the prioritized users first, then the most reactions (period AllTime), ties by newer image. */
const rankVersionImages = (images: VersionImage[], prioritizedUserIds: readonly number[]): VersionImage[] =>
  [...images].sort(
    (a, b) =>
      Number(prioritizedUserIds.includes(b.user.id)) - Number(prioritizedUserIds.includes(a.user.id)) ||
      b.reactionCount - a.reactionCount ||
      b.id - a.id,
  );

/**
 * The "image list for version" query (sort MostReactions, period AllTime): the version's published gallery images
 * with the gallery settings applied, ranked by `rankVersionImages`. Pending (unpublished) posts are not listed:
 * the gallery port serves published posts only.
 */
export class GetVersionImages {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { modelVersionId: number; prioritizedUserIds?: number[]; limit: number },
  ): Promise<Result<{ items: VersionImage[] }>> {
    const now = this.deps.clock.now();
    if (!Number.isInteger(input.limit) || input.limit < 1 || input.limit > VERSION_IMAGES_MAX_LIMIT) {
      return fail(
        errors.invalidInput(`The limit must be a whole number from 1 to ${VERSION_IMAGES_MAX_LIMIT}.`),
      );
    }
    return this.deps.uow.read(async (repositories): Promise<Result<{ items: VersionImage[] }>> => {
      const loaded = await loadAuthorizedVersion(
        repositories,
        'model.view',
        viewer,
        input.modelVersionId,
        now,
      );
      if (!loaded.ok) return loaded;
      const settings = await repositories.gallerySettings.of(loaded.value.model.id);
      if (!isGalleryShown(settings)) return fail(errors.galleryLevelZero);
      const images: VersionImage[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: ImagePostCard[]; nextCursor: string | null } = await repositories.posts.gallery({
          modelVersionId: input.modelVersionId,
          limit: VERSION_IMAGES_MAX_LIMIT,
          cursor,
          browsingLevel: settings.level,
          hiddenImageIds: settings.hiddenImages,
          hiddenUserIds: settings.hiddenUsers.map(({ id }) => id),
          hiddenTagIds: settings.hiddenTags.map(({ id }) => id),
          pinnedPostIds: [],
          tagIds: [],
        });
        for (const card of page.items)
          images.push(...card.images.map((image) => ({ ...image, user: card.user })));
        cursor = page.nextCursor;
      } while (cursor !== null);
      return ok({ items: rankVersionImages(images, input.prioritizedUserIds ?? []).slice(0, input.limit) });
    });
  }
}
