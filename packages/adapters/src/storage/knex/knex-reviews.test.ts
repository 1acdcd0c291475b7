import { aReview, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

describe.each(databases)('KnexReviews on $name', (database) => {
  const world = useKnexWorld(database);

  it('round-trips a review and finds it by user and version', async () => {
    const { repos, given } = world();
    const version = await given.version();
    const fan = await given.user();
    const createdAt = new Date('2026-04-05T06:07:08.009Z');

    const review = await repos.reviews.create(
      aReview().of(version).by(fan).down().details('too <b>noisy</b>').with({ createdAt }).build(),
    );

    expect(review).toEqual({
      id: review.id,
      userId: fan.id,
      modelId: version.modelId,
      modelVersionId: version.id,
      recommended: false,
      rating: 1,
      details: 'too <b>noisy</b>',
      createdAt,
    });
    expect(await repos.reviews.ofId(review.id)).toEqual(review);
    expect(await repos.reviews.ofUserAndVersion(fan.id, version.id)).toEqual(review);
    expect(await repos.reviews.ofUserAndVersion(fan.id, version.id + 1)).toBeNull();
  });

  it('allows one review per user and version, and only of a version of the review’s model', async () => {
    const { repos, given } = world();
    const version = await given.version();
    const other = await given.version();
    const fan = await given.user();
    await given.review(aReview().of(version).by(fan));

    await expect(given.review(aReview().of(version).by(fan))).rejects.toThrow(/unique/);
    await expect(
      repos.reviews.create(aReview().of({ id: version.id, modelId: other.modelId }).by(fan).build()),
    ).rejects.toThrow(/does not belong/);
    expect((await given.review(aReview().of(other).by(fan))).modelVersionId).toBe(other.id);
  });

  it('saves and removes reviews', async () => {
    const { repos, given } = world();
    const review = await given.review(aReview().up());

    await repos.reviews.save({ ...review, recommended: false, rating: 1, details: 'changed my mind' });
    expect(await repos.reviews.ofId(review.id)).toMatchObject({
      recommended: false,
      rating: 1,
      details: 'changed my mind',
    });

    await repos.reviews.remove(review.id);
    expect(await repos.reviews.ofId(review.id)).toBeNull();
    await expect(repos.reviews.save(review)).rejects.toThrow(/does not exist/);
  });

  it('counts up and down per version, per model and for several versions at once', async () => {
    const { repos, given } = world();
    const model = await given.model();
    const [a, b, quiet] = [
      await given.version(aVersion().of(model)),
      await given.version(aVersion().of(model)),
      await given.version(aVersion().of(model)),
    ];
    await given.review(aReview().of(a).up());
    await given.review(aReview().of(a).up());
    await given.review(aReview().of(a).down());
    await given.review(aReview().of(b).down());
    await given.review(aReview().up());

    expect(await repos.reviews.totalsOfVersion(a.id)).toEqual({ up: 2, down: 1 });
    expect(await repos.reviews.totalsOfVersion(quiet.id)).toEqual({ up: 0, down: 0 });
    expect(await repos.reviews.totalsOfModel(model.id)).toEqual({ up: 2, down: 2 });
    expect(await repos.reviews.totalsOfVersions([a.id, b.id, quiet.id])).toEqual(
      new Map([
        [a.id, { up: 2, down: 1 }],
        [b.id, { up: 0, down: 1 }],
        [quiet.id, { up: 0, down: 0 }],
      ]),
    );
    expect(await repos.reviews.totalsOfVersions([])).toEqual(new Map());
  });
});
