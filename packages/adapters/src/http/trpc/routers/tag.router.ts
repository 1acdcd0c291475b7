import { GetTags, GetTagsForReview } from '@atelier/domain';
import { z } from 'zod';
import { ids, text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseQuery } from '../use-case-procedure.js';

export const tagRouter = router({
  /** `entityType`, `sort`, `unlisted` and `include` are accepted as the spec sends them; listing ignores them. */
  getAll: useCaseQuery(
    z.strictObject({
      entityType: z.array(text(50)).max(10).optional(),
      sort: text(50).optional(),
      unlisted: z.boolean().optional(),
      categories: z.boolean().nullish(),
      limit: z.number().int().min(1).optional(),
      include: z.array(text(50)).max(10).optional(),
      query: text(100).nullish(),
      excludedTagIds: ids.optional(),
    }),
    GetTags,
    ({ query, categories, limit, excludedTagIds }) => ({ query, categories, limit, excludedTagIds }),
  ),
  getTagsForReview: useCaseQuery(
    z.strictObject({ reviewType: text(50).optional(), limit: z.number().int().min(1).optional() }),
    GetTagsForReview,
  ),
});
