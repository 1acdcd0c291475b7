import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aUser, createTestWorld, modelFields } from '../testing/index.js';
import { GetModel } from './get-model.js';
import { UpsertModel } from './upsert-model.js';

/** What `model.upsert` creates (a Draft with no versions yet) must read like any other draft. */
describe('a model with no versions yet', () => {
  const setup = async () => {
    const world = createTestWorld();
    const owner = await world.given.user(aUser().named('owner'));
    const moderator = await world.given.user(aUser().named('mod').moderator());
    const stranger = await world.given.user(aUser().named('stranger'));
    const created = await new UpsertModel(world.deps).execute(owner, modelFields());
    if (!created.ok) throw new Error(created.error.message);
    return { world, owner, moderator, stranger, model: created.value, get: new GetModel(world.deps) };
  };

  it('gives its owner and moderators the model page with no versions and none selected', async () => {
    const { owner, moderator, model, get } = await setup();

    for (const viewer of [owner, moderator]) {
      const page = await get.execute(viewer, { id: model.id });
      expect(page).toMatchObject({
        ok: true,
        value: {
          view: 'model',
          model: { id: model.id, status: 'Draft' },
          versions: [],
          selectedVersionId: null,
        },
      });
    }
    const asOwner = await get.execute(owner, { id: model.id });
    expect(asOwner).toMatchObject({
      ok: true,
      value: { viewer: { isOwner: true, canReorderVersions: false } },
    });
    // Asking for a version that is not there selects none rather than failing.
    expect(await get.execute(owner, { id: model.id, modelVersionId: 12345 })).toMatchObject({
      ok: true,
      value: { selectedVersionId: null },
    });
  });

  it('is not found for everyone else, like any draft', async () => {
    const { stranger, model, get } = await setup();

    for (const viewer of [stranger, null]) {
      expect(await get.execute(viewer, { id: model.id })).toEqual({ ok: false, error: errors.notFound });
    }
  });
});
