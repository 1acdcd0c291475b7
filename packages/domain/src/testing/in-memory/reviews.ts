import type { New } from '../../ports/new.js';
import type { ReviewPageQuery, Reviews } from '../../ports/reviews.js';
import type { Review, ReviewTotals } from '../../reviews/review.js';
import type { InMemoryDatabase } from './database.js';
import { deleteWhere, findRow, insert, requireRow, select, update } from './table.js';

const totals = (reviews: Review[]): ReviewTotals => ({
  up: reviews.filter((review) => review.recommended).length,
  down: reviews.filter((review) => !review.recommended).length,
});

export class InMemoryReviews implements Reviews {
  constructor(private readonly db: InMemoryDatabase) {}

  async ofId(id: number): Promise<Review | null> {
    return findRow(this.db.state.reviews, id);
  }

  async ofUserAndVersion(userId: number, modelVersionId: number): Promise<Review | null> {
    return (
      select(this.db.state.reviews, (r) => r.userId === userId && r.modelVersionId === modelVersionId)[0] ??
      null
    );
  }

  /** One review per user and version (unique constraint); the version must belong to the review's model. */
  async create(review: New<Review>): Promise<Review> {
    const state = this.db.state;
    requireRow(state.users, review.userId, 'user');
    const version = requireRow(state.versions, review.modelVersionId, 'version');
    if (version.modelId !== review.modelId) {
      throw new Error(`version ${version.id} does not belong to model ${review.modelId}`);
    }
    if ((await this.ofUserAndVersion(review.userId, review.modelVersionId)) !== null) {
      throw new Error(
        `user ${review.userId} already reviewed version ${review.modelVersionId} (unique constraint)`,
      );
    }
    return insert(state.reviews, review);
  }

  async save(review: Review): Promise<void> {
    update(this.db.state.reviews, review, 'review');
  }

  async remove(id: number): Promise<void> {
    deleteWhere(this.db.state.reviews, (review) => review.id === id);
  }

  async totalsOfVersion(modelVersionId: number): Promise<ReviewTotals> {
    return totals(
      select(
        this.db.state.reviews,
        (review) => review.modelVersionId === modelVersionId && this.isLive(review),
      ),
    );
  }

  /** Every asked version is in the map, with zero totals when it has no reviews. */
  async totalsOfVersions(modelVersionIds: readonly number[]): Promise<Map<number, ReviewTotals>> {
    const reviews = select(
      this.db.state.reviews,
      (review) => modelVersionIds.includes(review.modelVersionId) && this.isLive(review),
    );
    return new Map(
      modelVersionIds.map((id) => [id, totals(reviews.filter((review) => review.modelVersionId === id))]),
    );
  }

  async totalsOfModel(modelId: number): Promise<ReviewTotals> {
    return totals(
      select(this.db.state.reviews, (review) => review.modelId === modelId && this.isLive(review)),
    );
  }

  async ofVersionsPage(query: ReviewPageQuery): Promise<Review[]> {
    return select(
      this.db.state.reviews,
      (review) =>
        query.modelVersionIds.includes(review.modelVersionId) &&
        this.isLive(review) &&
        (query.recommended === null || review.recommended === query.recommended) &&
        (query.before === null || review.id < query.before),
    )
      .sort((a, b) => b.id - a.id)
      .slice(0, query.limit);
  }

  /** Not hidden with a soft delete. */
  private isLive(review: Review): boolean {
    return !this.db.state.hiddenWith.reviews.has(review.id);
  }
}
