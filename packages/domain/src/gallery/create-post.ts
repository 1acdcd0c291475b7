import { isEarlyAccessActive } from '../early-access/early-access.js';
import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import { auditEntry } from '../moderation/audit-entry.js';
import type { Repositories } from '../ports/unit-of-work.js';
import { addReview } from '../reviews/create-review.js';
import type { Review } from '../reviews/review.js';
import { canReview } from '../reviews/review-rules.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { User, Viewer } from '../users/user.js';
import type { Post } from './gallery.js';
import { POST_TITLE_MAX_LENGTH } from './post-images.js';
import { loadPostableVersion } from './postable-version.js';

type CreatePostInput = {
  modelVersionId: number;
  title?: string | null;
  /** false: a draft only its author and moderators see until `post.update` publishes it. Default true. */
  publish?: boolean;
  /** The post is the viewer's review post (`/posts/create?reviewing=true`). */
  reviewing?: boolean;
  /** The thumb of the review a reviewing post creates when the viewer has none of the version yet. */
  recommended?: boolean;
};

/** A post's title as stored: trimmed, empty is none. */
export const postTitle = (title: string | null | undefined): Result<string | null> => {
  const trimmed = title?.trim() || null;
  return trimmed !== null && trimmed.length > POST_TITLE_MAX_LENGTH
    ? fail(errors.invalidInput(`A post title can be at most ${POST_TITLE_MAX_LENGTH} characters.`))
    : ok(trimmed);
};

/**
 * The review a reviewing post belongs to: the viewer's review of the version, or a new one with the chosen thumb.
 * Either way under the review rules (spec §5: not muted, in early access only members and moderators, after a
 * download); a new review passes every rule of `resourceReview.create`.
 */
const reviewOfPost = async (
  r: Repositories,
  viewer: User,
  { model, version }: { model: Model; version: ModelVersion },
  recommended: boolean | undefined,
  now: Date,
): Promise<Result<Review>> => {
  const existing = await r.reviews.ofUserAndVersion(viewer.id, version.id);
  if (existing === null) {
    if (recommended === undefined)
      return fail(errors.invalidInput('Choose thumbs up or down for your review before adding its post.'));
    return addReview(r, viewer, { modelId: model.id, modelVersionId: version.id, recommended }, now);
  }
  const allowed = canReview(viewer, {
    inEarlyAccess: isEarlyAccessActive(version, now),
    hasDownloaded: await r.downloads.hasDownloaded(viewer.id, version.id),
  });
  return allowed.ok ? ok(existing) : allowed;
};

/**
 * `post.create`: a post on a version, published at once unless `publish: false` makes it a draft. Who sees a
 * published post and its images follows the version and its model, so a post on a draft version is seen by the
 * owner and moderators only until the version is published. A reviewing post is linked to the viewer's review of the
 * version, created here (same transaction) when there is none yet. Images come next, one by one (`AddPostImage`).
 */
export class CreatePost {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: CreatePostInput): Promise<Result<Post>> {
    const now = this.deps.clock.now();
    const title = postTitle(input.title);
    if (!title.ok) return title;
    return this.deps.uow.run(async (r) => {
      const loaded = await loadPostableVersion(r, viewer, input.modelVersionId, now);
      if (!loaded.ok || viewer === null) return loaded.ok ? fail(errors.signInRequired) : loaded;
      const { model, version } = loaded.value;
      const review = input.reviewing
        ? await reviewOfPost(r, viewer, loaded.value, input.recommended, now)
        : ok(null);
      if (!review.ok) return review;
      const post = await r.posts.create(
        {
          userId: viewer.id,
          modelVersionId: version.id,
          title: title.value,
          publishedAt: input.publish === false ? null : now,
          reviewId: review.value?.id ?? null,
        },
        [],
      );
      await r.audit.append(
        auditEntry(viewer, 'post.create', { modelId: model.id, modelVersionId: version.id }, now, {
          postId: post.id,
          ...(post.reviewId === null ? {} : { reviewId: post.reviewId }),
          ...(post.publishedAt === null ? { draft: true } : {}),
        }),
      );
      return ok(post);
    });
  }
}
