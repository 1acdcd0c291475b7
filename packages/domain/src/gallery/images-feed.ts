import { isVersionVisible } from '../models/visibility.js';
import { isAllowed } from '../permissions/policy.js';
import type { FeedCard } from '../ports/gallery.js';
import { periodStart, type SearchPeriod } from '../search/model-search.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import { browsingLevelFor } from '../users/account-settings.js';
import type { Viewer } from '../users/user.js';
import type { ImagePostCard } from './gallery.js';
import { decodeGalleryCursor, isPinnedKey } from './gallery-cursor.js';
import { galleryFilter } from './gallery-filter.js';
import { GALLERY_PAGE_SIZES, type GalleryPageSize } from './gallery-layout.js';

/** The hub's image list (/images without a version): newest first, or most reactions first. */
export const IMAGES_FEED_SORTS = ['Newest', 'MostReactions'] as const;
export type ImagesFeedSort = (typeof IMAGES_FEED_SORTS)[number];

type FeedPage = { items: ImagePostCard[]; nextCursor: string | null };

/**
 * `image.getFeed`: the posts of the whole hub, each shown as its version's gallery would show it to this viewer —
 * only models and versions they may view, within both their browsing level and the model's gallery settings (levels,
 * hidden images, users and tags: `galleryFilter`). Storage pages by the sort; the rules then leave out what this
 * viewer may not see, so a page can hold fewer cards than asked and the cursor still goes on. A cursor no page made
 * is refused before any read.
 */
export class GetImagesFeed {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: {
      sort: ImagesFeedSort;
      /** The search's periods and their rule (`periodStart`): the same Day, Week, Month, Year or all time. */
      period: SearchPeriod;
      browsingLevel: number;
      limit: GalleryPageSize;
      cursor: string | null;
    },
  ): Promise<Result<FeedPage>> {
    const now = this.deps.clock.now();
    if (input.limit !== GALLERY_PAGE_SIZES.small && input.limit !== GALLERY_PAGE_SIZES.large) {
      return fail(errors.invalidInput('The gallery loads 25 or 50 posts at a time.'));
    }
    if (input.cursor !== null && !isFeedCursor(input.cursor)) return fail(errors.invalidGalleryCursor);
    const level = browsingLevelFor(viewer, input.browsingLevel);
    if (level === 0) return ok({ items: [], nextCursor: null });
    return this.deps.uow.read(async (repositories) => {
      const page = await repositories.posts.feed({
        browsingLevel: level,
        since: periodStart(input.period, now),
        sort: input.sort,
        limit: input.limit,
        cursor: input.cursor,
      });
      const modelIds = [...new Set(page.items.map((card) => card.modelId))];
      const [models, versions, settings] = await Promise.all([
        repositories.models.ofIds(modelIds),
        repositories.versions.ofIds([...new Set(page.items.map((card) => card.modelVersionId))]),
        repositories.gallerySettings.ofModels(modelIds),
      ]);
      const modelOf = new Map(models.map((model) => [model.id, model]));
      const versionOf = new Map(versions.map((version) => [version.id, version]));
      const items = page.items.flatMap((card): ImagePostCard[] => {
        const model = modelOf.get(card.modelId);
        const version = versionOf.get(card.modelVersionId);
        const modelSettings = settings.get(card.modelId);
        if (model === undefined || version === undefined || modelSettings === undefined) return [];
        if (!isAllowed('model.view', viewer, model, now) || !isVersionVisible(version, viewer, model, now))
          return [];
        const shown = shownCard(card, galleryFilter(modelSettings, level));
        return shown === null ? [] : [shown];
      });
      return ok({ items, nextCursor: page.nextCursor });
    });
  }
}

/** Whether a page of the feed could have made this cursor: a gallery cursor, never of the pinned group. */
const isFeedCursor = (cursor: string): boolean => {
  const key = decodeGalleryCursor(cursor);
  return key !== null && !isPinnedKey(key);
};

/** The card as its gallery shows it, or null when the settings leave nothing of it. */
const shownCard = (card: FeedCard, filter: ReturnType<typeof galleryFilter>): ImagePostCard | null => {
  if (filter.browsingLevel === 0 || filter.hiddenUserIds.includes(card.user.id)) return null;
  const images = card.images.filter(
    (image) =>
      (image.nsfwLevel & filter.browsingLevel) !== 0 &&
      !filter.hiddenImageIds.includes(image.id) &&
      !image.tagIds.some((tag) => filter.hiddenTagIds.includes(tag)),
  );
  if (images.length === 0) return null;
  const { modelId: _modelId, ...rest } = card;
  return { ...rest, images };
};
