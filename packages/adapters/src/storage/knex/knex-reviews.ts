import type { New, Review, ReviewPageQuery, Reviews, ReviewTotals } from '@atelier/domain';
import { readNumber } from './dialect.js';
import { reviewRow, toReview } from './mappers/review-mapper.js';
import type { ReviewRow, ReviewTotalsRow } from './rows/review-row.js';
import { atomically, explainConstraint, requireUpdated, type Store } from './store.js';

/** Up and down counted in one pass: recommended is a boolean on PostgreSQL, 0/1 on SQLite. */
const TOTALS = [
  'sum(CASE WHEN recommended THEN 1 ELSE 0 END) AS up',
  'sum(CASE WHEN recommended THEN 0 ELSE 1 END) AS down',
];

const toTotals = (row: Pick<ReviewTotalsRow, 'up' | 'down'> | undefined): ReviewTotals => ({
  up: readNumber(row?.up ?? 0),
  down: readNumber(row?.down ?? 0),
});

export class KnexReviews implements Reviews {
  constructor(private readonly store: Store) {}

  async ofId(id: number): Promise<Review | null> {
    const row = await this.store.db<ReviewRow>('reviews').where('id', id).first();
    return row === undefined ? null : toReview(row, this.store.dialect);
  }

  async ofUserAndVersion(userId: number, modelVersionId: number): Promise<Review | null> {
    const row = await this.store
      .db<ReviewRow>('reviews')
      .where({ user_id: userId, model_version_id: modelVersionId })
      .first();
    return row === undefined ? null : toReview(row, this.store.dialect);
  }

  /** One review per user and version (unique index); the version must belong to the review's model. */
  async create(review: New<Review>): Promise<Review> {
    return atomically(this.store, async (store) => {
      const version = await store
        .db('model_versions')
        .select<{ model_id: number }>('model_id')
        .where('id', review.modelVersionId)
        .first();
      if (version !== undefined && version.model_id !== review.modelId) {
        throw new Error(`version ${review.modelVersionId} does not belong to model ${review.modelId}`);
      }
      const [row] = await store
        .db<ReviewRow>('reviews')
        .insert(reviewRow(review))
        .returning('*')
        .catch(
          explainConstraint(
            store,
            `user ${review.userId} cannot review version ${review.modelVersionId} (already reviewed?)`,
          ),
        );
      return toReview(row as ReviewRow, store.dialect);
    });
  }

  async save(review: Review): Promise<void> {
    const count = await this.store.db<ReviewRow>('reviews').where('id', review.id).update(reviewRow(review));
    requireUpdated(count, 'review', review.id);
  }

  async remove(id: number): Promise<void> {
    await this.store.db('reviews').where('id', id).delete();
  }

  async totalsOfVersion(modelVersionId: number): Promise<ReviewTotals> {
    const row = await this.store
      .db('reviews')
      .select(TOTALS.map((sql) => this.store.db.raw(sql)))
      .where('model_version_id', modelVersionId)
      .whereNull('deleted_with')
      .first();
    return toTotals(row);
  }

  /** Every asked version is in the map, with zero totals when it has no reviews. One grouped statement. */
  async totalsOfVersions(modelVersionIds: readonly number[]): Promise<Map<number, ReviewTotals>> {
    const totals = new Map<number, ReviewTotals>(modelVersionIds.map((id) => [id, { up: 0, down: 0 }]));
    if (modelVersionIds.length === 0) return totals;
    const rows: ReviewTotalsRow[] = await this.store
      .db('reviews')
      .select('model_version_id', ...TOTALS.map((sql) => this.store.db.raw(sql)))
      .whereIn('model_version_id', [...modelVersionIds])
      .whereNull('deleted_with')
      .groupBy('model_version_id');
    for (const row of rows) totals.set(row.model_version_id, toTotals(row));
    return totals;
  }

  async ofVersionsPage(query: ReviewPageQuery): Promise<Review[]> {
    if (query.modelVersionIds.length === 0) return [];
    const rows: ReviewRow[] = await this.store
      .db<ReviewRow>('reviews')
      .whereIn('model_version_id', [...query.modelVersionIds])
      .whereNull('deleted_with')
      .modify((builder) => {
        if (query.recommended !== null) builder.where('recommended', query.recommended);
        if (query.before !== null) builder.where('id', '<', query.before);
      })
      .orderBy('id', 'desc')
      .limit(query.limit);
    return rows.map((row) => toReview(row, this.store.dialect));
  }

  async totalsOfModel(modelId: number): Promise<ReviewTotals> {
    const row = await this.store
      .db('reviews')
      .select(TOTALS.map((sql) => this.store.db.raw(sql)))
      .where('model_id', modelId)
      .whereNull('deleted_with')
      .first();
    return toTotals(row);
  }
}
