import { describe, expect, it } from 'vitest';
import { aModel, aUser, createTestWorld } from '../testing/index.js';
import { suggestedFirst, validateAssociations } from './associated-resources.js';
import { GetAssociatedResources } from './get-associated-resources.js';
import { SetAssociatedResources } from './set-associated-resources.js';

const model = (resourceId: number) => ({ resourceType: 'model' as const, resourceId });
const tagged = (...names: string[]) => names.map((name) => ({ name, isCategory: false }));

describe('validateAssociations', () => {
  it('keeps each resource once, where first given', () => {
    expect(validateAssociations(1, [model(3), model(2), model(3)])).toEqual({
      ok: true,
      value: [model(3), model(2)],
    });
  });

  it('refuses more than 20 resources, and the model itself', () => {
    const many = Array.from({ length: 21 }, (_, i) => model(i + 10));
    expect(validateAssociations(1, many)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(validateAssociations(1, many.slice(0, 20))).toMatchObject({ ok: true });
    expect(validateAssociations(1, [model(2), model(1)])).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: 'A model cannot suggest itself.' },
    });
  });
});

describe('suggestedFirst', () => {
  it('puts the suggestions first, then the related models, each once', () => {
    const ids = (...list: number[]) => list.map((id) => ({ id }));
    expect(suggestedFirst(ids(5, 2), ids(2, 7, 5, 9)).map((m) => m.id)).toEqual([5, 2, 7, 9]);
  });
});

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const from = await world.given.model(
    aModel()
      .ownedBy(owner)
      .published()
      .with({ tags: tagged('anime') }),
  );
  const related = await world.given.model(
    aModel()
      .published()
      .named('Related')
      .with({ tags: tagged('anime') }),
  );
  const first = await world.given.model(aModel().published().named('First'));
  const second = await world.given.model(aModel().published().named('Second'));
  const ownDraft = await world.given.model(aModel().ownedBy(owner).unpublished().named('Own draft'));
  const set = new SetAssociatedResources(world.deps);
  const cards = async (viewer: typeof owner | null) => {
    const result = await new GetAssociatedResources(world.deps).execute(viewer, {
      fromId: from.id,
      type: 'Suggested',
      browsingLevel: 31,
    });
    return result.ok ? result.value.map((card) => card.name) : result.error.code;
  };
  const chosen = async () => {
    const result = await new GetAssociatedResources(world.deps).execute(owner, {
      fromId: from.id,
      type: 'Suggested',
      browsingLevel: 31,
    });
    return result.ok ? result.value.filter((card) => card.suggested).map((card) => card.name) : [];
  };
  return { chosen, world, owner, moderator, from, related, first, second, ownDraft, set, cards };
};

describe('SetAssociatedResources and the carousel (model.setAssociatedResources)', () => {
  it("shows the owner's suggestions first, in their order, then related models without repeating one", async () => {
    const { world, owner, from, related, first, second, set, cards, chosen } = await setup();
    expect(await cards(null)).toEqual(['Related']);
    expect(await chosen()).toEqual([]);

    const result = await set.execute(owner, {
      fromId: from.id,
      type: 'Suggested',
      associations: [model(second.id), model(related.id), model(first.id)],
    });

    expect(result).toEqual({
      ok: true,
      value: { fromId: from.id, associations: [model(second.id), model(related.id), model(first.id)] },
    });
    expect(await cards(null)).toEqual(['Second', 'Related', 'First']);
    expect(await chosen(), 'cards tell the chosen from the related').toEqual(['Second', 'Related', 'First']);
    expect((await world.repos.models.ofId(from.id))?.hasSuggestedResources).toBe(true);
    expect(await world.repos.audit.ofModel(from.id)).toMatchObject([
      {
        action: 'model.setAssociatedResources',
        actorId: owner.id,
        details: { resourceIds: [second.id, related.id, first.id] },
      },
    ]);
  });

  it('replaces the list each time; an empty list leaves only the related models', async () => {
    const { world, owner, from, first, second, set, cards } = await setup();
    await set.execute(owner, { fromId: from.id, type: 'Suggested', associations: [model(first.id)] });
    await set.execute(owner, { fromId: from.id, type: 'Suggested', associations: [model(second.id)] });
    expect(await cards(null)).toEqual(['Second', 'Related']);
    await set.execute(owner, { fromId: from.id, type: 'Suggested', associations: [] });
    expect(await cards(null)).toEqual(['Related']);
    expect((await world.repos.models.ofId(from.id))?.hasSuggestedResources).toBe(false);
  });

  it('leaves out a suggestion this viewer may not see: the owner sees their draft, visitors do not', async () => {
    const { owner, from, ownDraft, set, cards } = await setup();
    await set.execute(owner, { fromId: from.id, type: 'Suggested', associations: [model(ownDraft.id)] });
    expect(await cards(owner)).toEqual(['Own draft', 'Related']);
    expect(await cards(null)).toEqual(['Related']);
  });

  it('answers not found for a missing model or one the viewer may not see, and changes nothing', async () => {
    const { world, owner, from, first, set, cards } = await setup();
    const hidden = await world.given.model(aModel().unpublished());
    for (const resourceId of [9999, hidden.id]) {
      expect(
        await set.execute(owner, {
          fromId: from.id,
          type: 'Suggested',
          associations: [model(first.id), model(resourceId)],
        }),
      ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    }
    expect(await cards(owner)).toEqual(['Related']);
    expect(await world.repos.audit.ofModel(from.id)).toEqual([]);
  });

  it('lets a moderator manage them too, and refuses other users', async () => {
    const { world, moderator, from, first, set } = await setup();
    const stranger = await world.given.user();
    const input = { fromId: from.id, type: 'Suggested' as const, associations: [model(first.id)] };
    expect(await set.execute(moderator, input)).toMatchObject({ ok: true });
    expect(await set.execute(stranger, input)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
  });

  it('forgets suggestions of and to a permanently deleted model', async () => {
    const { world, owner, from, first, second, set, cards } = await setup();
    await set.execute(owner, {
      fromId: from.id,
      type: 'Suggested',
      associations: [model(first.id), model(second.id)],
    });
    await world.repos.models.remove(first.id);
    expect(await world.repos.associatedResources.ofModel(from.id)).toEqual([model(second.id)]);
    expect(await cards(null)).toEqual(['Second', 'Related']);
    await world.repos.models.remove(from.id);
    expect(await world.repos.associatedResources.ofModel(from.id)).toEqual([]);
  });
});
