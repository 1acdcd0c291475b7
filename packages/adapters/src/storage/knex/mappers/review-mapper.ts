import type { New, Review } from '@atelier/domain';
import { type Dialect, readBoolean } from '../dialect.js';
import type { ReviewRow } from '../rows/review-row.js';

export const toReview = (row: ReviewRow, d: Dialect): Review => ({
  id: row.id,
  userId: row.user_id,
  modelId: row.model_id,
  modelVersionId: row.model_version_id,
  recommended: readBoolean(row.recommended),
  rating: row.rating as Review['rating'],
  details: row.details,
  createdAt: d.readDate(row.created_at),
});

export const reviewRow = (review: New<Review>): Omit<ReviewRow, 'id'> => ({
  user_id: review.userId,
  model_id: review.modelId,
  model_version_id: review.modelVersionId,
  recommended: review.recommended,
  rating: review.rating,
  details: review.details,
  created_at: review.createdAt,
});
