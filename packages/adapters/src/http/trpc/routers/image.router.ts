import {
  GetImagesAsPostsInfinite,
  GetImagesFeed,
  GetVersionImages,
  GetVersionShowcase,
  IMAGES_FEED_SORTS,
  SEARCH_PERIODS,
} from '@atelier/domain';
import { z } from 'zod';
import { id, ids, text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseQuery } from '../use-case-procedure.js';

export const imageRouter = router({
  getImagesAsPostsInfinite: useCaseQuery(
    z.strictObject({
      modelVersionId: id,
      limit: z.union([z.literal(25), z.literal(50)]),
      cursor: text(500).nullish().default(null),
      browsingLevel: z.number().int().min(0),
      tags: ids.optional(),
      /** Sent by tRPC's infinite queries (`useInfiniteQuery`); the gallery only pages forward. */
      direction: z.enum(['forward', 'backward']).optional(),
    }),
    GetImagesAsPostsInfinite,
    ({ cursor, direction: _direction, ...input }) => ({ ...input, cursor: cursor ?? null }),
  ),
  /** /images without a version: the hub's posts, each as its version's gallery shows it to the viewer. */
  getFeed: useCaseQuery(
    z.strictObject({
      sort: z.enum(IMAGES_FEED_SORTS),
      period: z.enum(SEARCH_PERIODS),
      limit: z.union([z.literal(25), z.literal(50)]),
      cursor: text(500).nullish().default(null),
      browsingLevel: z.number().int().min(0),
      /** Sent by tRPC's infinite queries (`useInfiniteQuery`); the list only pages forward. */
      direction: z.enum(['forward', 'backward']).optional(),
    }),
    GetImagesFeed,
    ({ cursor, direction: _direction, ...input }) => ({ ...input, cursor: cursor ?? null }),
  ),
  /** The model page's showcase carousel: the version's first post with the images its gallery shows. */
  getShowcase: useCaseQuery(
    z.strictObject({ modelVersionId: id, browsingLevel: z.number().int().min(0) }),
    GetVersionShowcase,
  ),
  /** The spec's "image list for version" row; named after the call the original product makes. */
  getInfinite: useCaseQuery(
    z.strictObject({
      modelVersionId: id,
      prioritizedUserIds: ids.optional(),
      period: z.literal('AllTime').optional(),
      sort: z.literal('MostReactions').optional(),
      limit: z.number().int(),
      pending: z.boolean().optional(),
    }),
    GetVersionImages,
    ({ modelVersionId, prioritizedUserIds, limit }) => ({ modelVersionId, prioritizedUserIds, limit }),
  ),
});
