import type { Review, ReviewTotals } from '../reviews/review.js';
import type { VersionsEngagement } from '../users/version-engagement.js';
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
  /**
   * A page of the reviews of these versions that are not hidden, newest first (id descending): those with an id
   * below `before` when given, only thumbs up or only down when `recommended` is given.
   */
  ofVersionsPage(query: ReviewPageQuery): Promise<Review[]>;
}

export type ReviewPageQuery = {
  modelVersionIds: readonly number[];
  recommended: boolean | null;
  before: number | null;
  limit: number;
};

export interface Reactions {
  /** Whether the user likes (recommends) the version. */
  isLiked(userId: number, modelVersionId: number): Promise<boolean>;
  setLiked(userId: number, modelId: number, modelVersionId: number, liked: boolean): Promise<void>;
  engagedVersionIds(userId: number): Promise<number[]>;
  /**
   * What the user did with these versions, in one read: which they like (in the order they liked them), which they
   * downloaded, their reviews of them, and which early-access endings they asked to be told of.
   */
  engagementWith(userId: number, modelVersionIds: readonly number[]): Promise<VersionsEngagement>;
}
