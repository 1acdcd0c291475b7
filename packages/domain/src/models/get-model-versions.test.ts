import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { GetModelVersions } from './get-model-versions.js';

const NOW = new Date('2026-01-10T12:00:00Z');

describe('GetModelVersions', () => {
  it('lists published versions to others and every version to the owner and moderators', async () => {
    const world = createTestWorld({ now: NOW });
    const owner = await world.given.user();
    const model = await world.given.model(aModel().ownedBy(owner));
    const published = await world.given.version(aVersion().of(model));
    const past = await world.given.version(aVersion().of(model).scheduled(new Date('2026-01-01T00:00:00Z')));
    const future = await world.given.version(
      aVersion().of(model).scheduled(new Date('2026-02-01T00:00:00Z')),
    );
    const draft = await world.given.version(aVersion().of(model).draft());
    const get = new GetModelVersions(world.deps);
    const ids = async (viewer: Parameters<typeof get.execute>[0]) => {
      const result = await get.execute(viewer, { id: model.id });
      return result.ok ? result.value.map((v) => v.id) : result.error.code;
    };

    expect(await ids(null)).toEqual([published.id, past.id]);
    expect(await ids(await world.given.user())).toEqual([published.id, past.id]);
    expect(await ids(owner)).toEqual([published.id, past.id, future.id, draft.id]);
    expect(await ids(await world.given.user(aUser().moderator()))).toEqual([
      published.id,
      past.id,
      future.id,
      draft.id,
    ]);
    expect(await get.execute(null, { id: 999 })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});
