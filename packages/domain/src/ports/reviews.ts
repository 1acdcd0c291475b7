import type { Review, ReviewTotals, VersionFigures } from '../reviews/review.js';
import type { New } from './new.js';

export interface Reviews {
  ofId(id: number): Promise<Review | null>;
  ofUserAndVersion(userId: number, modelVersionId: number): Promise<Review | null>;
  /** The user's reviews of these versions, in one read (at most one per version), in no particular order. */
  ofUserAndVersions(userId: number, modelVersionIds: readonly number[]): Promise<Review[]>;
  create(review: New<Review>): Promise<Review>;
  save(review: Review): Promise<void>;
  remove(id: number): Promise<void>;
  totalsOfVersion(modelVersionId: number): Promise<ReviewTotals>;
  /** Totals of several versions in one load; a version without reviews may be absent from the map. */
  totalsOfVersions(modelVersionIds: readonly number[]): Promise<Map<number, ReviewTotals>>;
  totalsOfModel(modelId: number): Promise<ReviewTotals>;
  /**
   * The review totals (live reviews) and like counts of these versions, in one read: every asked version that
   * exists is in the map, with zeros when nobody reviewed or liked it.
   */
  figuresOfVersions(modelVersionIds: readonly number[]): Promise<Map<number, VersionFigures>>;
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
}
