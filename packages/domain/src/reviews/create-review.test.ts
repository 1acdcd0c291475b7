import { describe, expect, it } from 'vitest';
import { aModel, aReview, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { CreateReview } from './create-review.js';

const setup = async (earlyAccessUntil?: Date) => {
  const world = createTestWorld();
  const model = await world.given.model(aModel().published());
  const builder = aVersion().of(model).published();
  const version = await world.given.version(
    earlyAccessUntil === undefined ? builder : builder.inEarlyAccess(earlyAccessUntil),
  );
  const reviewer = await world.given.user(aUser().named('reviewer'));
  await world.given.download(reviewer, version);
  const create = new CreateReview(world.deps);
  const input = { modelId: model.id, modelVersionId: version.id, recommended: true, rating: 5 };
  return { world, model, version, reviewer, create, input };
};

describe('CreateReview (resourceReview.create)', () => {
  it('stores the review of a user who downloaded the version', async () => {
    const { world, create, reviewer, input, version } = await setup();
    const result = await create.execute(reviewer, { ...input, details: '  Great detail  ' });
    expect(result).toMatchObject({
      ok: true,
      value: { recommended: true, rating: 5, details: 'Great detail' },
    });
    expect(await world.repos.reviews.totalsOfVersion(version.id)).toEqual({ up: 1, down: 0 });
  });

  it('rejects a rating that does not match the thumb', async () => {
    const { world, create, reviewer, input, version } = await setup();
    expect(await create.execute(reviewer, { ...input, recommended: true, rating: 1 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
    expect(await world.repos.reviews.ofUserAndVersion(reviewer.id, version.id)).toBeNull();
  });

  it('requires a prior download', async () => {
    const { world, create, input } = await setup();
    const other = await world.given.user(aUser().named('other'));
    expect(await create.execute(other, input)).toMatchObject({ error: { code: 'REVIEW.DOWNLOAD_REQUIRED' } });
  });

  it('allows one review per user and version', async () => {
    const { world, create, reviewer, input, version } = await setup();
    await world.given.review(aReview().of(version).by(reviewer).down());
    expect(await create.execute(reviewer, input)).toMatchObject({ error: { code: 'REVIEW.ALREADY_EXISTS' } });
  });

  it('refuses muted users', async () => {
    const { world, create, input, version } = await setup();
    const muted = await world.given.user(aUser().named('quiet').muted());
    await world.given.download(muted, version);
    expect(await create.execute(muted, input)).toMatchObject({ error: { code: 'USER.MUTED' } });
  });

  it('during early access lets only members and moderators review', async () => {
    const { world, create, input, version, reviewer } = await setup(new Date('2026-02-01T00:00:00Z'));
    expect(await create.execute(reviewer, input)).toMatchObject({ error: { code: 'REVIEW.EARLY_ACCESS' } });
    const member = await world.given.user(aUser().named('member').member());
    await world.given.download(member, version);
    expect((await create.execute(member, input)).ok).toBe(true);
  });

  it('treats a version of another model as not found', async () => {
    const { world, create, reviewer, input } = await setup();
    const otherModel = await world.given.model(aModel().published());
    expect(await create.execute(reviewer, { ...input, modelId: otherModel.id })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
  });

  it('does not reveal unpublished versions', async () => {
    const world = createTestWorld();
    const model = await world.given.model(aModel().published());
    const version = await world.given.version(aVersion().of(model).unpublished());
    const reviewer = await world.given.user(aUser().named('reviewer'));
    await world.given.download(reviewer, version);
    const result = await new CreateReview(world.deps).execute(reviewer, {
      modelId: model.id,
      modelVersionId: version.id,
      recommended: false,
    });
    expect(result).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
