import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion, createTestWorld, type ModelBuilder } from '../testing/index.js';
import { RequestModelReview } from './request-model-review.js';
import { RequestVersionReview } from './request-version-review.js';

const NOW = new Date('2026-01-10T12:00:00Z');
const SENT = 'Your request has been sent to the moderators. We will review it as soon as possible.';

const setup = async (model: ModelBuilder) => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user(aUser().named('owner'));
  const stored = await world.given.model(model.ownedBy(owner));
  return { world, owner, model: stored };
};

describe('RequestModelReview', () => {
  it('marks a violation as needing review, tells moderators and answers with the success text', async () => {
    const { world, owner, model } = await setup(aModel().violation('spam'));

    expect(await new RequestModelReview(world.deps).execute(owner, { id: model.id })).toEqual({
      ok: true,
      value: { message: SENT },
    });
    expect((await world.repos.models.ofId(model.id))?.meta.needsReview).toBe(true);
    expect(world.notifier.sent).toEqual([
      {
        recipients: { moderators: true },
        notification: { kind: 'reviewRequested', message: expect.stringContaining(model.name) },
      },
    ]);
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({ action: 'model.requestReview' }),
    ]);
  });

  it('is disabled while a review is in progress', async () => {
    const { world, owner, model } = await setup(aModel().violation('spam'));
    const request = new RequestModelReview(world.deps);
    await request.execute(owner, { id: model.id });

    expect(await request.execute(owner, { id: model.id })).toEqual({
      ok: false,
      error: { code: 'REVIEW_REQUEST.IN_PROGRESS', message: 'A review is already in progress.' },
    });
    expect(world.notifier.sent).toHaveLength(1);
  });

  it('is only for the owner of a model in violation', async () => {
    const published = await setup(aModel().published());
    expect(
      await new RequestModelReview(published.world.deps).execute(published.owner, { id: published.model.id }),
    ).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    const violation = await setup(aModel().violation());
    const moderator = await violation.world.given.user(aUser().moderator());
    expect(
      await new RequestModelReview(violation.world.deps).execute(moderator, { id: violation.model.id }),
    ).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(violation.world.notifier.sent).toEqual([]);
  });
});

describe('RequestVersionReview', () => {
  it('asks for a version-level review when only the version is in violation', async () => {
    const { world, owner, model } = await setup(aModel().published());
    const version = await world.given.version(aVersion().of(model).violation('nsfw'));

    expect(await new RequestVersionReview(world.deps).execute(owner, { id: version.id })).toEqual({
      ok: true,
      value: { message: SENT },
    });
    expect((await world.repos.versions.ofId(version.id))?.meta.needsReview).toBe(true);
    expect(world.notifier.sent).toEqual([
      expect.objectContaining({
        recipients: { moderators: true },
        notification: expect.objectContaining({ kind: 'reviewRequested' }),
      }),
    ]);
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({ action: 'modelVersion.requestReview', modelVersionId: version.id }),
    ]);
  });

  it('is disabled while the version awaits review', async () => {
    const { world, owner, model } = await setup(aModel().published());
    const version = await world.given.version(aVersion().of(model).violation().meta({ needsReview: true }));
    expect(await new RequestVersionReview(world.deps).execute(owner, { id: version.id })).toMatchObject({
      ok: false,
      error: { code: 'REVIEW_REQUEST.IN_PROGRESS' },
    });
    expect(world.notifier.sent).toEqual([]);
  });

  it('refuses versions not in violation, and models in violation (the request is model-level then)', async () => {
    const fine = await setup(aModel().published());
    const published = await fine.world.given.version(aVersion().of(fine.model));
    expect(
      await new RequestVersionReview(fine.world.deps).execute(fine.owner, { id: published.id }),
    ).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    const violated = await setup(aModel().violation());
    const version = await violated.world.given.version(aVersion().of(violated.model).violation());
    expect(
      await new RequestVersionReview(violated.world.deps).execute(violated.owner, { id: version.id }),
    ).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
  });
});
