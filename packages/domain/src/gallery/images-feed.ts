import type { FeedCard } from '../ports/gallery.js';
import { periodStart, type SearchPeriod } from '../search/model-search.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import { browsingLevelFor } from '../users/account-settings.js';
import type { Viewer } from '../users/user.js';
import { isFeedCursor, shownFeedPage } from './feed-page.js';
import type { ImagePostCard } from './gallery.js';
import { GALLERY_PAGE_SIZES, type GalleryPageSize } from './gallery-layout.js';

/** The hub's image list (/images without a version): newest first, or most reactions first. */
export const IMAGES_FEED_SORTS = ['Newest', 'MostReactions'] as const;
export type ImagesFeedSort = (typeof IMAGES_FEED_SORTS)[number];

type FeedPage = { items: ImagePostCard[]; nextCursor: string | null };

/** What every reader of the feed asks: its order, its period, the levels wanted, where the last page ended. */
export type FeedRequest = {
  sort: ImagesFeedSort;
  /** The search's periods and their rule (`periodStart`): the same Day, Week, Month, Year or all time. */
  period: SearchPeriod;
  browsingLevel: number;
  cursor: string | null;
};

/**
 * `image.getFeed`: the posts of the whole hub, each shown as its version's gallery would show it to this viewer
 * (`shownFeedPage`: only models and versions they may view, within both their browsing level and the model's gallery
 * settings). Storage pages by the sort; the rules then leave out what this viewer may not see, so a page can hold
 * fewer cards than asked and the cursor still goes on. A cursor no page made is refused before any read.
 */
export class GetImagesFeed {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: FeedRequest & { limit: GalleryPageSize }): Promise<Result<FeedPage>> {
    const now = this.deps.clock.now();
    if (input.limit !== GALLERY_PAGE_SIZES.small && input.limit !== GALLERY_PAGE_SIZES.large) {
      return fail(errors.invalidInput('The gallery loads 25 or 50 posts at a time.'));
    }
    if (input.cursor !== null && !isFeedCursor(input.cursor)) return fail(errors.invalidGalleryCursor);
    const level = browsingLevelFor(viewer, input.browsingLevel);
    if (level === 0) return ok({ items: [], nextCursor: null });
    return this.deps.uow.read(async (repositories) => {
      const page = await shownFeedPage(
        repositories,
        viewer,
        {
          browsingLevel: level,
          since: periodStart(input.period, now),
          sort: input.sort,
          limit: input.limit,
          cursor: input.cursor,
          ...ANY_PLACE,
        },
        now,
      );
      const items = page.cards.flatMap(({ shown }) => (shown === null ? [] : [postCardOf(shown)]));
      return ok({ items, nextCursor: page.nextCursor });
    });
  }
}

/** The whole hub: no model, version, post or author filter. */
const ANY_PLACE = { modelId: null, modelVersionId: null, postId: null, userId: null } as const;

const postCardOf = ({ modelId: _modelId, cursor: _cursor, ...card }: FeedCard): ImagePostCard => card;
