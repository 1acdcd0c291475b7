import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { DeleteVersion } from './delete-version.js';

const NOW = new Date('2026-01-10T12:00:00Z');

const setup = async () => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user(aUser().named('owner'));
  const stranger = await world.given.user();
  const model = await world.given.model(aModel().ownedBy(owner));
  const first = await world.given.version(aVersion().of(model));
  return { world, owner, stranger, model, first, remove: new DeleteVersion(world.deps) };
};

describe('DeleteVersion', () => {
  it('soft-deletes one of several versions and returns the rest in order', async () => {
    const { world, owner, model, first, remove } = await setup();
    const second = await world.given.version(aVersion().of(model));
    const third = await world.given.version(aVersion().of(model));

    const result = await remove.execute(owner, { id: second.id });

    expect(result).toMatchObject({ ok: true, value: [{ id: first.id }, { id: third.id }] });
    expect(await world.repos.versions.ofId(second.id)).toMatchObject({ status: 'Deleted', deletedAt: NOW });
    expect(await world.repos.versions.ofModel(model.id)).toHaveLength(2);
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({
        action: 'modelVersion.delete',
        modelVersionId: second.id,
        actorId: owner.id,
      }),
    ]);
  });

  it('refuses to delete the only version', async () => {
    const { world, owner, first, remove } = await setup();

    expect(await remove.execute(owner, { id: first.id })).toEqual({
      ok: false,
      error: { code: 'VERSION.LAST', message: 'A model needs at least one version: this is the only one.' },
    });
    expect(await world.repos.versions.ofId(first.id)).not.toBeNull();
  });

  it('allows deleting down to one version, then stops', async () => {
    const { world, owner, model, first, remove } = await setup();
    const second = await world.given.version(aVersion().of(model));
    expect((await remove.execute(owner, { id: first.id })).ok).toBe(true);
    expect(await remove.execute(owner, { id: second.id })).toMatchObject({
      ok: false,
      error: { code: 'VERSION.LAST' },
    });
  });

  it('is not for other users, and unknown versions are not found', async () => {
    const { world, stranger, owner, model, first, remove } = await setup();
    await world.given.version(aVersion().of(model));
    expect(await remove.execute(stranger, { id: first.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await remove.execute(owner, { id: 4242 })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await world.repos.versions.ofModel(model.id)).toHaveLength(2);
  });
});
