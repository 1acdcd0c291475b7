import { describe, expect, it } from 'vitest';
import { aReview, aUser, createTestWorld } from '../testing/index.js';
import { DeleteReview } from './delete-review.js';
import { UpdateReview } from './update-review.js';

const setup = async () => {
  const world = createTestWorld();
  const author = await world.given.user(aUser().named('author'));
  const review = await world.given.review(aReview().by(author).up());
  return { world, author, review };
};

describe('UpdateReview (resourceReview.update)', () => {
  it('lets the author change details and thumb, keeping the rating in step', async () => {
    const { world, author, review } = await setup();
    const result = await new UpdateReview(world.deps).execute(author, {
      id: review.id,
      details: 'Changed my mind',
      recommended: false,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { recommended: false, rating: 1, details: 'Changed my mind' },
    });
    expect(await world.repos.reviews.ofId(review.id)).toMatchObject({ recommended: false, rating: 1 });
  });

  it('reads a rating alone as the thumb it stands for', async () => {
    const { world, author, review } = await setup();
    const update = new UpdateReview(world.deps);
    expect(await update.execute(author, { id: review.id, rating: 1 })).toMatchObject({
      value: { recommended: false, rating: 1 },
    });
    expect(await update.execute(author, { id: review.id, rating: 3 })).toMatchObject({
      error: { code: 'INVALID_INPUT' },
    });
  });

  it('refuses anyone but the author', async () => {
    const { world, review } = await setup();
    const other = await world.given.user(aUser().named('other'));
    expect(
      await new UpdateReview(world.deps).execute(other, { id: review.id, recommended: false }),
    ).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await world.repos.reviews.ofId(review.id)).toMatchObject({ recommended: true });
  });
});

describe('DeleteReview (resourceReview.delete)', () => {
  it('lets the author delete their review', async () => {
    const { world, author, review } = await setup();
    expect(await new DeleteReview(world.deps).execute(author, { id: review.id })).toEqual({
      ok: true,
      value: { id: review.id },
    });
    expect(await world.repos.reviews.ofId(review.id)).toBeNull();
  });

  it('lets a moderator delete any review', async () => {
    const { world, review } = await setup();
    const moderator = await world.given.user(aUser().named('mod').moderator());
    expect((await new DeleteReview(world.deps).execute(moderator, { id: review.id })).ok).toBe(true);
  });

  it('refuses other users', async () => {
    const { world, review } = await setup();
    const other = await world.given.user(aUser().named('other'));
    expect(await new DeleteReview(world.deps).execute(other, { id: review.id })).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await world.repos.reviews.ofId(review.id)).not.toBeNull();
  });
});
