import type { Creator, FeedImage, Tag } from '@atelier/domain';
import { API_V1 } from '../../api-paths.js';
import { type Origin, presentImage } from './present.js';
import type { CreatorShape, FeedImageShape, TagShape } from './shapes.js';

/**
 * The REST API v1's lists beside the catalog (images, creators, tags) as JSON. As in present.ts, nothing is decided
 * here: the use cases chose what is listed; this names, formats and makes addresses absolute.
 */

/** Civitai's four level names; the hub's X and XXX are both its X. */
const NSFW_NAMES: Record<number, FeedImageShape['nsfwLevel']> = {
  1: 'None',
  2: 'Soft',
  4: 'Mature',
  8: 'X',
  16: 'X',
};

/** A model list's address on the hub's origin, filtered by one parameter. */
const modelsLink = (origin: Origin, parameter: 'username' | 'tag', value: string): string => {
  const url = new URL(`${API_V1}/models`, origin);
  url.searchParams.set(parameter, value);
  return url.toString();
};

export const presentFeedImage = (origin: Origin, image: FeedImage): FeedImageShape => ({
  ...presentImage(origin, image),
  nsfwLevel: NSFW_NAMES[image.nsfwLevel] ?? 'X',
  browsingLevel: image.nsfwLevel,
  ...(image.publishedAt === null ? {} : { createdAt: image.publishedAt.toISOString() }),
  username: image.user.username,
  modelVersionIds: [image.modelVersionId],
  stats: { reactionCount: image.reactionCount },
});

export const presentCreator = (origin: Origin, creator: Creator): CreatorShape => ({
  username: creator.username,
  modelCount: creator.modelCount,
  link: modelsLink(origin, 'username', creator.username),
  image: null,
});

export const presentTag = (origin: Origin, tag: Tag): TagShape => ({
  name: tag.name,
  modelCount: tag.modelCount,
  link: modelsLink(origin, 'tag', tag.name),
});
