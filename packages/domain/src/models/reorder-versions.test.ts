import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { ReorderVersions } from './reorder-versions.js';

const NOW = new Date('2026-01-10T12:00:00Z');

const setup = async () => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user(aUser().named('owner'));
  const model = await world.given.model(aModel().ownedBy(owner));
  const [a, b, c] = [
    await world.given.version(aVersion().of(model)),
    await world.given.version(aVersion().of(model)),
    await world.given.version(aVersion().of(model)),
  ];
  const order = async () => (await world.repos.versions.ofModel(model.id)).map((v) => v.id);
  return { world, owner, model, a, b, c, order, reorder: new ReorderVersions(world.deps) };
};

describe('ReorderVersions', () => {
  it('saves the new order', async () => {
    const { world, owner, model, a, b, c, order, reorder } = await setup();

    const result = await reorder.execute(owner, { id: model.id, modelVersions: [c.id, a.id, b.id] });

    expect(result).toMatchObject({
      ok: true,
      value: [
        { id: c.id, index: 0 },
        { id: a.id, index: 1 },
        { id: b.id, index: 2 },
      ],
    });
    expect(await order()).toEqual([c.id, a.id, b.id]);
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({ action: 'model.reorderVersions', details: { order: [c.id, a.id, b.id] } }),
    ]);
  });

  it.each([
    ['a missing version', (a: number, b: number, _c: number) => [b, a]],
    ['a duplicate', (a: number, b: number, _c: number) => [b, a, a]],
    ['an unknown id', (a: number, b: number, _c: number) => [b, a, 999]],
    ['an extra id', (a: number, b: number, c: number) => [c, b, a, 999]],
  ])('refuses a list with %s and keeps the old order', async (_, make) => {
    const { owner, model, a, b, c, order, reorder } = await setup();

    expect(await reorder.execute(owner, { id: model.id, modelVersions: make(a.id, b.id, c.id) })).toEqual({
      ok: false,
      error: {
        code: 'MODEL.INVALID_VERSION_ORDER',
        message: 'The new order must list every version of this model exactly once.',
      },
    });
    expect(await order()).toEqual([a.id, b.id, c.id]);
  });

  it('is for the owner and moderators only', async () => {
    const { world, model, a, b, c, order, reorder } = await setup();
    const stranger = await world.given.user();
    expect(
      await reorder.execute(stranger, { id: model.id, modelVersions: [c.id, b.id, a.id] }),
    ).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    const moderator = await world.given.user(aUser().moderator());
    expect((await reorder.execute(moderator, { id: model.id, modelVersions: [c.id, b.id, a.id] })).ok).toBe(
      true,
    );
    expect(await order()).toEqual([c.id, b.id, a.id]);
  });
});
