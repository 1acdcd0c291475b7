import type { ModelVersion } from '../../models/model-version.js';
import type { New } from '../../ports/new.js';
import type { Review } from '../../reviews/review.js';
import { Builder, nextSequence, type Patch, required } from './builder.js';

type Parents = { modelId?: number; modelVersionId?: number; userId?: number };

export class ReviewBuilder extends Builder<New<Review>, Parents> {
  protected make(parents: Parents, patches: readonly Patch<New<Review>>[]): this {
    return new ReviewBuilder(this.seq, parents, patches) as this;
  }

  protected defaults(now: Date): New<Review> {
    return {
      userId: required(this.parents.userId, 'aReview() needs .by(user) before build()'),
      modelId: required(this.parents.modelId, 'aReview() needs .of(version) before build()'),
      modelVersionId: required(this.parents.modelVersionId, 'aReview() needs .of(version) before build()'),
      recommended: true,
      rating: 5,
      details: null,
      createdAt: now,
    };
  }

  get modelVersionId(): number | undefined {
    return this.parents.modelVersionId;
  }

  get userId(): number | undefined {
    return this.parents.userId;
  }

  of(version: Pick<ModelVersion, 'id' | 'modelId'>): this {
    return this.withParents({ modelId: version.modelId, modelVersionId: version.id });
  }

  by(user: { id: number }): this {
    return this.withParents({ userId: user.id });
  }

  up(): this {
    return this.and((r) => {
      r.recommended = true;
      r.rating = 5;
    });
  }

  down(): this {
    return this.and((r) => {
      r.recommended = false;
      r.rating = 1;
    });
  }

  details(details: string): this {
    return this.and((r) => {
      r.details = details;
    });
  }
}

/** A thumbs-up review (rating 5) without details. */
export const aReview = (): ReviewBuilder => new ReviewBuilder(nextSequence(), {});
