import type { Review, ReviewTotals } from '../reviews/review.js';
import type { New } from './new.js';

export interface Reviews {
  ofId(id: number): Promise<Review | null>;
  ofUserAndVersion(userId: number, modelVersionId: number): Promise<Review | null>;
  create(review: New<Review>): Promise<Review>;
  save(review: Review): Promise<void>;
  remove(id: number): Promise<void>;
  totalsOfVersion(modelVersionId: number): Promise<ReviewTotals>;
  /** Totals of several versions in one load; a version without reviews may be absent from the map. */
  totalsOfVersions(modelVersionIds: readonly number[]): Promise<Map<number, ReviewTotals>>;
  totalsOfModel(modelId: number): Promise<ReviewTotals>;
}

export interface Reactions {
  /** Whether the user likes (recommends) the version. */
  isLiked(userId: number, modelVersionId: number): Promise<boolean>;
  setLiked(userId: number, modelId: number, modelVersionId: number, liked: boolean): Promise<void>;
  engagedVersionIds(userId: number): Promise<number[]>;
}
