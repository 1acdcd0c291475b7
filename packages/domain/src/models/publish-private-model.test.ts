import { describe, expect, it } from 'vitest';
import { aFile, aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { PublishModel } from './publish-model.js';
import { PublishPrivateModel } from './publish-private-model.js';
import { UnpublishModel } from './unpublish-model.js';

const NOW = new Date('2026-01-10T12:00:00Z');

const setup = async () => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user(aUser().named('owner'));
  const stranger = await world.given.user();
  const model = await world.given.model(aModel().private().ownedBy(owner));
  const ready = await world.given.version(aVersion().of(model).draft());
  await world.given.file(aFile().of(ready));
  await world.given.post(aPost().of(ready));
  const bare = await world.given.version(aVersion().of(model).draft());
  return { world, owner, stranger, model, ready, bare, publish: new PublishPrivateModel(world.deps) };
};

describe('PublishPrivateModel', () => {
  it('makes a private model public and publishes its ready versions now', async () => {
    const { world, owner, model, ready, bare, publish } = await setup();

    const result = await publish.execute(owner, { modelId: model.id, publishVersions: true });

    expect(result).toMatchObject({
      ok: true,
      value: { model: { availability: 'Public', status: 'Published' } },
    });
    expect(await world.repos.models.ofId(model.id)).toMatchObject({
      availability: 'Public',
      status: 'Published',
      publishedAt: NOW,
    });
    expect(await world.repos.versions.ofId(ready.id)).toMatchObject({
      status: 'Published',
      publishedAt: NOW,
    });
    expect(await world.repos.versions.ofId(bare.id)).toMatchObject({ status: 'Draft' });
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({
        action: 'model.publishPrivateModel',
        details: { publishVersions: true, versionIds: [ready.id] },
      }),
    ]);
  });

  it('sends the model and every version to Draft when asked not to publish versions', async () => {
    const { world, owner, model, ready, bare, publish } = await setup();

    await publish.execute(owner, { modelId: model.id, publishVersions: false });

    expect(await world.repos.models.ofId(model.id)).toMatchObject({
      availability: 'Public',
      status: 'Draft',
    });
    expect(await world.repos.versions.ofId(ready.id)).toMatchObject({ status: 'Draft', publishedAt: null });
    expect(await world.repos.versions.ofId(bare.id)).toMatchObject({ status: 'Draft', publishedAt: null });
  });

  it('happens only once: a public model cannot go through it again', async () => {
    const { world, owner, model, publish } = await setup();
    await publish.execute(owner, { modelId: model.id, publishVersions: false });

    const again = await publish.execute(owner, { modelId: model.id, publishVersions: true });

    expect(again).toEqual({
      ok: false,
      error: { code: 'MODEL.ALREADY_PUBLIC', message: 'This model is already public.' },
    });
    expect(await world.repos.models.ofId(model.id)).toMatchObject({
      availability: 'Public',
      status: 'Draft',
    });
  });

  it('is irreversible: unpublishing and republishing keep the model public', async () => {
    const { world, owner, model, publish } = await setup();
    await publish.execute(owner, { modelId: model.id, publishVersions: true });

    await new UnpublishModel(world.deps).execute(owner, { id: model.id });
    await new PublishModel(world.deps).execute(owner, { id: model.id, versionIds: [] });

    expect(await world.repos.models.ofId(model.id)).toMatchObject({
      availability: 'Public',
      status: 'Published',
    });
  });

  it('needs a ready version to publish, and is the owner’s or a moderator’s call', async () => {
    const world = createTestWorld({ now: NOW });
    const owner = await world.given.user();
    const model = await world.given.model(aModel().private().ownedBy(owner));
    await world.given.version(aVersion().of(model));
    const publish = new PublishPrivateModel(world.deps);
    expect(await publish.execute(owner, { modelId: model.id, publishVersions: true })).toMatchObject({
      ok: false,
      error: { code: 'PUBLISH.NOT_READY' },
    });
    expect(
      await publish.execute(await world.given.user(), { modelId: model.id, publishVersions: false }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect((await world.repos.models.ofId(model.id))?.availability).toBe('Private');
  });
});
