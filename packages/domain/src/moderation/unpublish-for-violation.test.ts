import { describe, expect, it } from 'vitest';
import { GetModel } from '../models/get-model.js';
import { aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { UnpublishForViolation } from './unpublish-for-violation.js';

const NOW = new Date('2026-01-10T12:00:00Z');

const setup = async () => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().moderator());
  const model = await world.given.model(aModel().published().ownedBy(owner));
  const published = await world.given.version(aVersion().of(model).published());
  const draft = await world.given.version(aVersion().of(model).draft());
  return {
    world,
    owner,
    moderator,
    model,
    published,
    draft,
    unpublish: new UnpublishForViolation(world.deps),
  };
};

describe('UnpublishForViolation', () => {
  it('unpublishes the model and its published versions with the reason and message', async () => {
    const { world, moderator, model, published, draft, unpublish } = await setup();

    const result = await unpublish.execute(moderator, {
      id: model.id,
      reason: 'spam',
      customMessage: 'Remove the ads.',
    });

    expect(result).toMatchObject({
      ok: true,
      value: {
        status: 'UnpublishedViolation',
        meta: { unpublishedReason: 'spam', customMessage: 'Remove the ads.' },
      },
    });
    expect(await world.repos.versions.ofId(published.id)).toMatchObject({
      status: 'UnpublishedViolation',
      meta: { unpublishedReason: 'spam' },
    });
    expect(await world.repos.versions.ofId(draft.id)).toMatchObject({ status: 'Draft' });
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({
        action: 'model.unpublishViolation',
        actorId: moderator.id,
        details: { reason: 'spam', customMessage: 'Remove the ads.', versionIds: [published.id] },
      }),
    ]);
  });

  it('shows the owner the violation notice with the appeal link, and hides the model from others', async () => {
    const { world, owner, moderator, model, unpublish } = await setup();
    await unpublish.execute(moderator, { id: model.id, reason: 'spam' });
    const get = new GetModel(world.deps);

    const page = await get.execute(owner, { id: model.id });
    expect(page.ok && page.value.view === 'model' && page.value.notices[0]).toMatchObject({
      kind: 'violation',
      reason: 'spam',
      customMessage: null,
      appealUrl: `/models/${model.id}/appeal`,
    });
    expect(await get.execute(await world.given.user(), { id: model.id })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('is for moderators only, on published models, with a reason', async () => {
    const { world, owner, moderator, model, unpublish } = await setup();
    expect(await unpublish.execute(owner, { id: model.id, reason: 'spam' })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await unpublish.execute(moderator, { id: model.id, reason: '  ' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
    await unpublish.execute(moderator, { id: model.id, reason: 'spam' });
    expect(await unpublish.execute(moderator, { id: model.id, reason: 'again' })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect((await world.repos.models.ofId(model.id))?.meta.unpublishedReason).toBe('spam');
  });
});
