import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion, createTestWorld, type TestWorldOptions } from '../testing/index.js';
import { GetAssociatedResources } from './get-associated-resources.js';
import { GetResourceRecommendations } from './get-resource-recommendations.js';
import { ToggleResourceRecommendations } from './toggle-resource-recommendations.js';

const tagged = (...names: string[]) => names.map((name) => ({ name, isCategory: false }));

const setup = async (options: TestWorldOptions = {}) => {
  const world = createTestWorld(options);
  const owner = await world.given.user(aUser().named('owner'));
  const model = await world.given.model(
    aModel()
      .ownedBy(owner)
      .published()
      .with({ tags: tagged('anime', 'girl') }),
  );
  const version = await world.given.version(aVersion().of(model));
  const close = await world.given.model(
    aModel()
      .published()
      .named('Close')
      .with({ tags: tagged('anime', 'girl') }),
  );
  const closeVersion = await world.given.version(aVersion().of(close).named('v1'));
  const far = await world.given.model(
    aModel()
      .published()
      .named('Far')
      .with({ tags: tagged('anime'), nsfwLevel: 4 }),
  );
  await world.given.version(aVersion().of(far));
  await world.given.model(
    aModel()
      .unpublished()
      .with({ tags: tagged('anime', 'girl') }),
  );
  await world.given.model(
    aModel()
      .published()
      .with({ tags: tagged('landscape') }),
  );
  const recommend = () =>
    new GetResourceRecommendations(world.deps).execute(null, { modelVersionId: version.id });
  return { world, owner, model, version, close, closeVersion, far, recommend };
};

describe('GetResourceRecommendations (recommenders.getResourceRecommendations)', () => {
  it('recommends visible models sharing tags, most shared first', async () => {
    const { recommend, close, closeVersion, far } = await setup();
    const result = await recommend();
    expect(result).toMatchObject({
      ok: true,
      value: [
        { id: closeVersion.id, name: 'v1', model: { id: close.id, name: 'Close', type: 'LORA' } },
        { model: { id: far.id } },
      ],
    });
    expect(result.ok && result.value).toHaveLength(2);
  });

  it('recommends nothing when the recommenders feature is off', async () => {
    const { recommend } = await setup({ flags: { recommenders: false } });
    expect(await recommend()).toEqual({ ok: true, value: [] });
  });

  it('recommends nothing once the owner turns recommendations off', async () => {
    const { world, owner, version, recommend } = await setup();
    expect(await new ToggleResourceRecommendations(world.deps).execute(owner, { id: version.id })).toEqual({
      ok: true,
      value: { id: version.id, allowAIRecommendations: false },
    });
    expect(await recommend()).toEqual({ ok: true, value: [] });
  });
});

describe('ToggleResourceRecommendations', () => {
  it('is for the owner only, and fails to save with the feature off', async () => {
    const { world, version } = await setup();
    const stranger = await world.given.user(aUser().named('stranger'));
    const toggle = new ToggleResourceRecommendations(world.deps);
    expect(await toggle.execute(stranger, { id: version.id })).toMatchObject({
      error: { code: 'AUTH.FORBIDDEN' },
    });
    world.flags.set('recommenders', false);
    const owner = await world.repos.users.ofUsername('owner');
    expect(await toggle.execute(owner, { id: version.id })).toMatchObject({
      error: { code: 'SAVE_FAILED', message: 'Failed to save' },
    });
    expect((await world.repos.versions.ofId(version.id))?.meta.allowAIRecommendations).toBe(true);
  });
});

describe('GetAssociatedResources (model.getAssociatedResourcesCardData)', () => {
  it('returns related model cards the browsing level allows', async () => {
    const { world, model, close, far } = await setup();
    const associated = new GetAssociatedResources(world.deps);
    const safe = await associated.execute(null, { fromId: model.id, type: 'Suggested', browsingLevel: 1 });
    expect(safe.ok && safe.value.map((card) => card.id)).toEqual([close.id]);
    const all = await associated.execute(null, { fromId: model.id, type: 'Suggested', browsingLevel: 31 });
    expect(all.ok && all.value.map((card) => card.id)).toEqual([close.id, far.id]);
    expect(all.ok && all.value[0]?.user.id).toBe(close.userId);
  });
});

describe('carousels and models of gone authors', () => {
  it('leave out models of deleted or banned authors, suggested or related, for everyone but moderators', async () => {
    const { world, owner, model, version, close } = await setup();
    const moderator = await world.given.user(aUser().named('mod').moderator());
    const goneModels = [];
    for (const author of [aUser().named('former').deleted(), aUser().named('banned').banned()]) {
      const gone = await world.given.model(
        aModel()
          .ownedBy(await world.given.user(author))
          .published()
          .with({ tags: tagged('anime', 'girl') }),
      );
      await world.given.version(aVersion().of(gone));
      goneModels.push(gone);
    }
    await world.repos.associatedResources.replace(
      model.id,
      goneModels.map((gone) => ({ resourceType: 'model' as const, resourceId: gone.id })),
    );
    const goneIds = goneModels.map((gone) => gone.id);
    const recommended = async (viewer: typeof owner | null) => {
      const result = await new GetResourceRecommendations(world.deps).execute(viewer, {
        modelVersionId: version.id,
      });
      return result.ok ? result.value.map((resource) => resource.model.id) : result.error.code;
    };
    const cards = async (viewer: typeof owner | null) => {
      const result = await new GetAssociatedResources(world.deps).execute(viewer, {
        fromId: model.id,
        type: 'Suggested',
        browsingLevel: 31,
      });
      return result.ok ? result.value.map((card) => card.id) : result.error.code;
    };

    for (const viewer of [null, owner]) {
      expect(await recommended(viewer)).toEqual([close.id, expect.any(Number)]);
      expect(await cards(viewer)).not.toEqual(expect.arrayContaining([goneIds[0]]));
      expect(await cards(viewer)).not.toEqual(expect.arrayContaining([goneIds[1]]));
    }
    expect(await recommended(moderator)).toEqual(expect.arrayContaining(goneIds));
    expect((await cards(moderator)).slice(0, 2), 'the owner’s suggestions, first').toEqual(goneIds);
  });
});
