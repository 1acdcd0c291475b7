import type { Image, Post } from '../../gallery/gallery.js';
import type { ModelVersion } from '../../models/model-version.js';
import type { New } from '../../ports/new.js';
import type { Review } from '../../reviews/review.js';
import { Builder, nextSequence, type Patch, required } from './builder.js';

export type NewImage = New<Image, 'postId'>;
/** A post and its images, as `Posts.create(post, images)` takes them. */
export type NewPost = New<Post> & { images: NewImage[] };
type Parents = { modelVersionId?: number; userId?: number };

export class PostBuilder extends Builder<NewPost, Parents> {
  protected make(parents: Parents, patches: readonly Patch<NewPost>[]): this {
    return new PostBuilder(this.seq, parents, patches) as this;
  }

  protected defaults(now: Date): NewPost {
    return {
      userId: required(this.parents.userId, 'aPost() needs .by(user) before build()'),
      modelVersionId: this.parents.modelVersionId ?? null,
      title: null,
      publishedAt: now,
      reviewId: null,
      images: [this.image(0, {})],
    };
  }

  get modelVersionId(): number | undefined {
    return this.parents.modelVersionId;
  }

  get userId(): number | undefined {
    return this.parents.userId;
  }

  of(version: Pick<ModelVersion, 'id'>): this {
    return this.withParents({ modelVersionId: version.id });
  }

  by(user: { id: number }): this {
    return this.withParents({ userId: user.id });
  }

  titled(title: string): this {
    return this.and((p) => {
      p.title = title;
    });
  }

  publishedAt(at: Date): this {
    return this.and((p) => {
      p.publishedAt = at;
    });
  }

  unpublished(): this {
    return this.and((p) => {
      p.publishedAt = null;
    });
  }

  forReview(review: Pick<Review, 'id'>): this {
    return this.and((p) => {
      p.reviewId = review.id;
    });
  }

  /** Replaces the images; each given field overrides the image defaults (nsfwLevel 1, no tags). */
  withImages(...images: Partial<NewImage>[]): this {
    return this.and((p) => {
      p.images = images.map((image, i) => this.image(i, image));
    });
  }

  /** Sets the NSFW level of every image. */
  nsfwLevel(level: number): this {
    return this.and((p) => {
      p.images = p.images.map((image) => ({ ...image, nsfwLevel: level }));
    });
  }

  private image(i: number, fields: Partial<NewImage>): NewImage {
    return {
      url: `https://images.test/post-${this.seq}-${i}.png`,
      width: 512,
      height: 768,
      nsfwLevel: 1,
      hash: null,
      tagIds: [],
      reactionCount: 0,
      meta: null,
      ...fields,
    };
  }
}

/** A post published "now" with one PG image; attached to a version with `.of(version)`, else to none. */
export const aPost = (): PostBuilder => new PostBuilder(nextSequence(), {});
