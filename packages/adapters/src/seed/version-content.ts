import { imageRow, postRow } from '../storage/knex/mappers/gallery-mapper.js';
import { reviewRow } from '../storage/knex/mappers/review-mapper.js';
import type { ArtSubject } from './artwork/looks.js';
import type { ModelContext, ModelRows } from './model-context.js';
import type { ModelPlan, VersionPlan } from './plan-types.js';
import type { Prng } from './prng.js';
import { REVIEW_TEXTS } from './texts.js';

const HOUR = 3_600_000;

/** Where a version's posts and reviews go, and since when they can exist. */
export type VersionPlace = {
  plan: ModelPlan;
  version: VersionPlan;
  versionId: number;
  /** When the version went live, or null while it is unpublished or scheduled ahead. */
  live: Date | null;
  createdAt: Date;
  firstFileId: number | undefined;
};

export type ReviewRef = { id: number; userId: number };

export const between = (prng: Prng, from: Date, to: Date): Date =>
  new Date(from.getTime() + Math.floor(prng.next() * Math.max(0, to.getTime() - from.getTime())));

/** `count` reviews by distinct users (never the owner), each after a download of the version's first file. */
export function addReviews(
  ctx: ModelContext,
  at: VersionPlace,
  count: number,
  out: ModelRows,
): { ids: ReviewRef[]; up: number } {
  const { prng, ids, now } = ctx;
  const pool = at.version.earlyAccess ? ctx.memberIds : ctx.activeUserIds;
  const reviewers = prng
    .distinct(Math.min(count + 1, pool.length), 0, pool.length - 1)
    .map((i) => pool[i] as number)
    .filter((id) => id !== at.plan.ownerId)
    .slice(0, count);
  const refs: ReviewRef[] = [];
  let up = 0;
  for (const userId of reviewers) {
    const recommended = prng.chance(0.85);
    const reviewedAt = between(prng, at.live ?? at.createdAt, now);
    const reviewId = ++ids.review;
    if (recommended) up += 1;
    refs.push({ id: reviewId, userId });
    out.reviews.push({
      id: reviewId,
      ...reviewRow({
        userId,
        modelId: at.plan.id,
        modelVersionId: at.versionId,
        recommended,
        rating: recommended ? 5 : 1,
        details: prng.chance(0.25) ? prng.pick(REVIEW_TEXTS) : null,
        createdAt: reviewedAt,
      }),
    });
    // Reviewing needs a prior download (spec §5), so every review has one.
    out.downloads.push({
      id: ++ids.download,
      user_id: userId,
      model_version_id: at.versionId,
      file_id: at.firstFileId,
      at: new Date(reviewedAt.getTime() - HOUR),
    });
  }
  return { ids: refs, up };
}

/**
 * Posts holding `imageCount` images in all: the first is the owner's showcase, later ones come from other users,
 * some of them attached to a review. Returns the post ids; image ids are appended to `imageIds`.
 */
export async function addPosts(
  ctx: ModelContext,
  at: VersionPlace,
  imageCount: number,
  reviews: ReviewRef[],
  out: ModelRows,
  imageIds: number[],
): Promise<number[]> {
  const { prng, ids, now } = ctx;
  const postIds: number[] = [];
  let imagesLeft = imageCount;
  let reviewPosts = 0;
  const subject: ArtSubject = {
    modelName: at.plan.name,
    modelType: at.plan.type,
    tags: at.plan.tags,
    versionName: at.version.name,
    baseModel: at.version.baseModel,
  };
  while (imagesLeft > 0) {
    const count = Math.min(imagesLeft, prng.int(1, 5));
    imagesLeft -= count;
    const postId = ++ids.post;
    postIds.push(postId);
    const review = postIds.length > 1 && prng.chance(0.4) ? reviews[reviewPosts++] : undefined;
    const author = postIds.length === 1 ? at.plan.ownerId : (review?.userId ?? prng.pick(ctx.activeUserIds));
    out.posts.push({
      id: postId,
      ...postRow({
        userId: author,
        modelVersionId: at.versionId,
        title: postIds.length === 1 ? `${at.plan.name} ${at.version.name} showcase` : null,
        // Posts of a version scheduled ahead wait unpublished with it.
        publishedAt: at.live ? between(prng, at.live, now) : null,
        reviewId: review?.id ?? null,
      }),
    });
    for (let n = 0; n < count; n += 1) {
      const imageId = ++ids.image;
      imageIds.push(imageId);
      const { hash, ...image } = await ctx.files.image(imageId, subject);
      const row = {
        id: imageId,
        ...imageRow(
          postId,
          {
            ...image,
            nsfwLevel: prng.chance(0.8) ? (at.plan.nsfwLevel ?? 1) : prng.pick([1, 2, 4, 8]),
            hash: null,
            tagIds: [],
            reactionCount: prng.chance(0.1) ? prng.int(100, 2000) : prng.int(0, 60),
          },
          n,
        ),
      };
      out.images.push(row);
      // The picture is still being drawn: its BlurHash fills the row before the rows are inserted.
      ctx.pending.push(
        hash.then((blurhash) => {
          row.hash = blurhash;
        }),
      );
      for (const [position, tagIndex] of prng
        .distinct(prng.int(0, 2), 0, ctx.imageTagIds.length - 1)
        .entries()) {
        out.image_tags.push({ image_id: imageId, tag_id: ctx.imageTagIds[tagIndex], position });
      }
    }
  }
  return postIds;
}
