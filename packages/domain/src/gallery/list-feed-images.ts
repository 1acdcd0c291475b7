import type { FeedCard } from '../ports/gallery.js';
import { periodStart } from '../search/model-search.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import { browsingLevelFor } from '../users/account-settings.js';
import type { Viewer } from '../users/user.js';
import { isFeedCursor, shownFeedPage } from './feed-page.js';
import type { Image } from './gallery.js';
import { GALLERY_PAGE_SIZES } from './gallery-layout.js';
import type { FeedRequest } from './images-feed.js';

/** Most images one page of the image list holds (as many as Civitai's API gives). */
export const FEED_IMAGES_MAX = 200;

/** One image of the list, with the post it was shown in: its author, its version and when it was published. */
export type FeedImage = Image & {
  user: { id: number; username: string };
  modelVersionId: number;
  publishedAt: Date | null;
};

type FeedImagesPage = { items: FeedImage[]; nextCursor: string | null };

/**
 * The cards a page of at most `limit` images takes, whole and in order, and where the list goes on when it stops
 * before the end of the cards (null: after the last card). A post is never split across pages, so the cursor always
 * names a post; a first post with more images than `limit` fills its page alone, so every page moves on.
 */
const takeWholePosts = (
  cards: readonly { cursor: string; shown: FeedCard | null }[],
  limit: number,
): { taken: FeedCard[]; resumeAfter: string | null } => {
  const taken: FeedCard[] = [];
  let images = 0;
  let resumeAfter: string | null = null;
  for (const { cursor, shown } of cards) {
    const count = shown?.images.length ?? 0;
    if (images > 0 && images + count > limit) return { taken, resumeAfter };
    if (shown !== null) taken.push(shown);
    images += count;
    resumeAfter = cursor;
  }
  return { taken, resumeAfter: null };
};

/**
 * The image list of the REST API v1 (`GET /api/v1/images`): the hub feed's posts as `image.getFeed` shows them
 * (`shownFeedPage`, the same rules), optionally only of one model, version, post or author (an unknown username:
 * an empty list), given as their images, at most `limit` a page (`takeWholePosts`). A page reads one feed page of
 * posts (the web's large page), so it may hold fewer images than asked while the cursor still goes on.
 */
export class ListFeedImages {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: FeedRequest & {
      limit: number;
      modelId?: number;
      modelVersionId?: number;
      postId?: number;
      username?: string;
    },
  ): Promise<Result<FeedImagesPage>> {
    const now = this.deps.clock.now();
    if (!Number.isInteger(input.limit) || input.limit < 1 || input.limit > FEED_IMAGES_MAX)
      return fail(errors.invalidInput(`The limit must be a whole number from 1 to ${FEED_IMAGES_MAX}.`));
    if (input.cursor !== null && !isFeedCursor(input.cursor)) return fail(errors.invalidGalleryCursor);
    const level = browsingLevelFor(viewer, input.browsingLevel);
    if (level === 0) return ok({ items: [], nextCursor: null });
    return this.deps.uow.read(async (r): Promise<Result<FeedImagesPage>> => {
      const author = input.username === undefined ? undefined : await r.users.ofUsername(input.username);
      if (author === null) return ok({ items: [], nextCursor: null });
      const page = await shownFeedPage(
        r,
        viewer,
        {
          browsingLevel: level,
          since: periodStart(input.period, now),
          sort: input.sort,
          limit: Math.min(input.limit, GALLERY_PAGE_SIZES.large),
          cursor: input.cursor,
          modelId: input.modelId ?? null,
          modelVersionId: input.modelVersionId ?? null,
          postId: input.postId ?? null,
          userId: author?.id ?? null,
        },
        now,
      );
      const { taken, resumeAfter } = takeWholePosts(page.cards, input.limit);
      const items = taken.flatMap((card) =>
        card.images.map((image) => ({
          ...image,
          user: card.user,
          modelVersionId: card.modelVersionId,
          publishedAt: card.publishedAt,
        })),
      );
      return ok({ items, nextCursor: resumeAfter ?? page.nextCursor });
    });
  }
}
