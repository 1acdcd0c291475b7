import { isVersionVisible } from '../models/visibility.js';
import { isAllowed } from '../permissions/policy.js';
import type { FeedCard, FeedQuery } from '../ports/gallery.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Viewer } from '../users/user.js';
import { decodeGalleryCursor, isPinnedKey } from './gallery-cursor.js';
import { galleryFilter } from './gallery-filter.js';

type ShownFeedPage = {
  /** Every card storage gave, in its order, with what this viewer sees of it (null: nothing). */
  cards: { cursor: string; shown: FeedCard | null }[];
  nextCursor: string | null;
};

/** Whether a page of the feed could have made this cursor: a gallery cursor, never of the pinned group. */
export const isFeedCursor = (cursor: string): boolean => {
  const key = decodeGalleryCursor(cursor);
  return key !== null && !isPinnedKey(key);
};

/** The card as its gallery shows it, or null when the settings leave nothing of it. */
const shownCard = (card: FeedCard, filter: ReturnType<typeof galleryFilter>): FeedCard | null => {
  if (filter.browsingLevel === 0 || filter.hiddenUserIds.includes(card.user.id)) return null;
  const images = card.images.filter(
    (image) =>
      (image.nsfwLevel & filter.browsingLevel) !== 0 &&
      !filter.hiddenImageIds.includes(image.id) &&
      !image.tagIds.some((tag) => filter.hiddenTagIds.includes(tag)),
  );
  return images.length === 0 ? null : { ...card, images };
};

/**
 * One page of the hub's feed (`Posts.feed`), each card as its version's gallery would show it to this viewer — only
 * models and versions they may view, within both the browsing level asked (already the viewer's) and the model's
 * gallery settings (levels, hidden images, users and tags: `galleryFilter`). Every reader of the feed (the web's
 * image list, the REST API's) sees it through this.
 */
export const shownFeedPage = async (
  repositories: Pick<Repositories, 'posts' | 'models' | 'versions' | 'gallerySettings'>,
  viewer: Viewer,
  query: FeedQuery,
  now: Date,
): Promise<ShownFeedPage> => {
  const page = await repositories.posts.feed(query);
  const modelIds = [...new Set(page.items.map((card) => card.modelId))];
  const [models, versions, settings] = await Promise.all([
    repositories.models.ofIds(modelIds),
    repositories.versions.ofIds([...new Set(page.items.map((card) => card.modelVersionId))]),
    repositories.gallerySettings.ofModels(modelIds),
  ]);
  const modelOf = new Map(models.map((model) => [model.id, model]));
  const versionOf = new Map(versions.map((version) => [version.id, version]));
  const shownOf = (card: FeedCard): FeedCard | null => {
    const model = modelOf.get(card.modelId);
    const version = versionOf.get(card.modelVersionId);
    const modelSettings = settings.get(card.modelId);
    if (model === undefined || version === undefined || modelSettings === undefined) return null;
    if (!isAllowed('model.view', viewer, model, now) || !isVersionVisible(version, viewer, model, now))
      return null;
    return shownCard(card, galleryFilter(modelSettings, query.browsingLevel));
  };
  return {
    cards: page.items.map((card) => ({ cursor: card.cursor, shown: shownOf(card) })),
    nextCursor: page.nextCursor,
  };
};
