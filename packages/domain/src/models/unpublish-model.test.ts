import { describe, expect, it } from 'vitest';
import { aFile, aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { GetModelVersions } from './get-model-versions.js';
import { PublishModel } from './publish-model.js';
import { UnpublishModel } from './unpublish-model.js';

const NOW = new Date('2026-01-10T12:00:00Z');

const setup = async () => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user(aUser().named('owner'));
  const stranger = await world.given.user();
  const model = await world.given.model(aModel().published().ownedBy(owner));
  const published = await world.given.version(aVersion().of(model).published());
  await world.given.file(aFile().of(published));
  await world.given.post(aPost().of(published));
  const draft = await world.given.version(aVersion().of(model).draft());
  return { world, owner, stranger, model, published, draft };
};

describe('UnpublishModel', () => {
  it('unpublishes the model and its published versions, hiding them from others', async () => {
    const { world, owner, stranger, model, published, draft } = await setup();

    const result = await new UnpublishModel(world.deps).execute(owner, { id: model.id });

    expect(result).toMatchObject({ ok: true, value: { status: 'Unpublished' } });
    expect(await world.repos.versions.ofId(published.id)).toMatchObject({ status: 'Unpublished' });
    expect(await world.repos.versions.ofId(draft.id)).toMatchObject({ status: 'Draft' });
    expect(await new GetModelVersions(world.deps).execute(stranger, { id: model.id })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({
        action: 'model.unpublish',
        actorId: owner.id,
        details: { versionIds: [published.id] },
      }),
    ]);
  });

  it('only unpublishes published models, and only for the owner or a moderator', async () => {
    const { world, owner, stranger, model } = await setup();
    const unpublish = new UnpublishModel(world.deps);
    expect(await unpublish.execute(stranger, { id: model.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    await unpublish.execute(owner, { id: model.id });
    expect(await unpublish.execute(owner, { id: model.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
  });

  it('can be undone by republishing, which brings back all versions', async () => {
    const { world, owner, stranger, model, published } = await setup();
    await new UnpublishModel(world.deps).execute(owner, { id: model.id });

    const republished = await new PublishModel(world.deps).execute(owner, { id: model.id, versionIds: [] });

    expect(republished).toMatchObject({
      ok: true,
      value: { model: { status: 'Published' }, versions: [{ id: published.id }] },
    });
    expect(await new GetModelVersions(world.deps).execute(stranger, { id: model.id })).toMatchObject({
      ok: true,
      value: [{ id: published.id, status: 'Published' }],
    });
  });
});
