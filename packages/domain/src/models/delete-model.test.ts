import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { DeleteModel } from './delete-model.js';
import { GetModel } from './get-model.js';

const NOW = new Date('2026-01-10T12:00:00Z');

const setup = async () => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().moderator());
  const stranger = await world.given.user();
  const model = await world.given.model(aModel().published().ownedBy(owner));
  const version = await world.given.version(aVersion().of(model));
  return { world, owner, moderator, stranger, model, version, remove: new DeleteModel(world.deps) };
};

describe('DeleteModel', () => {
  it('soft-deletes for the owner, who is sent to /models', async () => {
    const { world, owner, stranger, model, remove } = await setup();

    const result = await remove.execute(owner, { id: model.id, permanently: false });

    expect(result).toEqual({
      ok: true,
      value: { redirectTo: '/models', message: 'Your model has been deleted' },
    });
    expect(await world.repos.models.ofId(model.id)).toMatchObject({
      status: 'Deleted',
      deletedAt: NOW,
      deletedBy: owner.id,
    });
    expect(await new GetModel(world.deps).execute(stranger, { id: model.id })).toEqual({
      ok: true,
      value: { view: 'removed', message: 'This resource has been removed by its owner' },
    });
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({ action: 'model.delete', actorId: owner.id }),
    ]);
  });

  it('keeps a moderator on the page after a soft delete', async () => {
    const { world, moderator, model, remove } = await setup();

    expect(await remove.execute(moderator, { id: model.id, permanently: false })).toEqual({
      ok: true,
      value: { redirectTo: null, message: 'The model has been deleted. You can restore it from its page.' },
    });
    expect(await world.repos.models.ofId(model.id)).toMatchObject({ deletedBy: moderator.id });
    // Not "removed by its owner": the owner did not remove it.
    expect(await new GetModel(world.deps).execute(null, { id: model.id })).toEqual({
      ok: true,
      value: { view: 'removed', message: 'This resource has been removed by a moderator' },
    });
  });

  it('deletes permanently for moderators only, removing the versions too', async () => {
    const { world, owner, moderator, model, version, remove } = await setup();

    expect(await remove.execute(owner, { id: model.id, permanently: true })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await world.repos.models.ofId(model.id)).not.toBeNull();

    expect(await remove.execute(moderator, { id: model.id, permanently: true })).toEqual({
      ok: true,
      value: { redirectTo: '/models', message: 'The model has been deleted permanently.' },
    });
    expect(await world.repos.models.ofId(model.id)).toBeNull();
    expect(await world.repos.versions.ofId(version.id)).toBeNull();
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({ action: 'model.deletePermanently', actorId: moderator.id }),
    ]);
  });

  it('lets a moderator permanently delete an already soft-deleted model', async () => {
    const { world, owner, moderator, model, remove } = await setup();
    await remove.execute(owner, { id: model.id, permanently: false });
    expect(await remove.execute(moderator, { id: model.id, permanently: true })).toMatchObject({ ok: true });
    expect(await world.repos.models.ofId(model.id)).toBeNull();
  });

  it('refuses other users, and a deleted model is gone for its owner', async () => {
    const { world, owner, stranger, model, remove } = await setup();
    expect(await remove.execute(stranger, { id: model.id, permanently: false })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    await remove.execute(owner, { id: model.id, permanently: false });
    expect(await remove.execute(owner, { id: model.id, permanently: false })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await world.repos.audit.ofModel(model.id)).toHaveLength(1);
  });
});
