import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aUser, createTestWorld } from '../testing/index.js';
import { CreateModel } from './create-model.js';

const input = { name: '  Lumen  ', type: 'LORA', versionName: 'v1', baseModel: 'SDXL 1.0' } as const;

describe('CreateModel', () => {
  it("makes a Draft model of the viewer's with a Draft first version", async () => {
    const world = createTestWorld();
    const creator = await world.given.user(aUser().named('creator'));

    const created = await new CreateModel(world.deps).execute(creator, input);

    expect(created).toMatchObject({
      ok: true,
      value: {
        model: { name: 'Lumen', status: 'Draft', userId: creator.id, publishedAt: null },
        version: { name: 'v1', status: 'Draft', baseModel: 'SDXL 1.0', index: 0, fileCount: 0 },
      },
    });
  });

  it.each([
    ['an anonymous visitor', null, errors.signInRequired],
    ['a muted user', 'muted', errors.muted],
  ] as const)('refuses %s and stores nothing', async (_, kind, error) => {
    const world = createTestWorld();
    const muted = await world.given.user(aUser().muted());
    const viewer = kind === null ? null : muted;
    expect(await new CreateModel(world.deps).execute(viewer, input)).toEqual({ ok: false, error });
    expect(await world.repos.models.ofUser(muted.id)).toEqual([]);
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['a base model that is not one of BASE_MODELS', { baseModel: 'SD 9' }],
  ])('refuses %s and stores nothing', async (_, change) => {
    const world = createTestWorld();
    const creator = await world.given.user(aUser());
    expect(await new CreateModel(world.deps).execute(creator, { ...input, ...change })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
    expect(await world.repos.models.ofUser(creator.id)).toEqual([]);
  });
});
