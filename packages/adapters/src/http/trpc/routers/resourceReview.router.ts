import { CreateReview, DeleteReview, GetModelReviews, UpdateReview } from '@atelier/domain';
import { z } from 'zod';
import { id, int4, text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery } from '../use-case-procedure.js';

const details = text(10_000).nullish();
const rating = int4;

export const resourceReviewRouter = router({
  create: useCaseMutation(
    z.strictObject({
      modelId: id,
      modelVersionId: id,
      recommended: z.boolean(),
      rating: rating.optional(),
      details,
    }),
    CreateReview,
  ),
  update: useCaseMutation(
    z.strictObject({ id, details, recommended: z.boolean().optional(), rating: rating.optional() }),
    UpdateReview,
  ),
  delete: useCaseMutation(z.strictObject({ id }), DeleteReview),
  /** The /models/{id}/reviews page: a page of the model's reviews, newest first, with the §9 label. */
  getForModel: useCaseQuery(
    z.strictObject({
      modelId: id,
      modelVersionId: id.nullish(),
      recommended: z.boolean().nullish(),
      cursor: id.nullish(),
      /** Sent by tRPC's infinite queries; the list only pages forward. */
      direction: z.enum(['forward', 'backward']).optional(),
    }),
    GetModelReviews,
    ({ direction: _direction, ...input }) => input,
  ),
});
