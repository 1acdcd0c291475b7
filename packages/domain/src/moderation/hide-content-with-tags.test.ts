import { describe, expect, it } from 'vitest';
import { aModel, aUser, createTestWorld } from '../testing/index.js';
import { HideContentWithTags } from './hide-content-with-tags.js';

const SETTINGS = {
  hiddenImages: [5],
  hiddenUsers: [{ id: 9, username: 'troll' }],
  hiddenTags: [{ id: 999, name: 'old' }],
  level: 3,
  pinnedPosts: {},
};

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const gore = await world.given.tag({ name: 'gore' });
  const spiders = await world.given.tag({ name: 'spiders', unlisted: true });
  await world.repos.gallerySettings.save(model.id, SETTINGS);
  return { world, owner, moderator, model, gore, spiders, hide: new HideContentWithTags(world.deps) };
};

describe('HideContentWithTags (model.hideContentWithTags)', () => {
  it("replaces the gallery's hidden tags with the named tags, keeping the rest, audited", async () => {
    const { world, moderator, model, gore, spiders, hide } = await setup();
    const expected = {
      ...SETTINGS,
      hiddenTags: [
        { id: spiders.id, name: 'spiders' },
        { id: gore.id, name: 'gore' },
      ],
    };

    const result = await hide.execute(moderator, { id: model.id, tagIds: [spiders.id, gore.id, spiders.id] });

    expect(result).toEqual({ ok: true, value: expected });
    expect(await world.repos.gallerySettings.of(model.id)).toEqual(expected);
    expect(await world.repos.audit.ofModel(model.id)).toMatchObject([
      {
        action: 'model.hideContentByTags',
        actorId: moderator.id,
        details: { tagIds: [spiders.id, gore.id] },
      },
    ]);
  });

  it('clears the hidden tags with an empty list', async () => {
    const { world, moderator, model, hide } = await setup();
    expect(await hide.execute(moderator, { id: model.id, tagIds: [] })).toMatchObject({ ok: true });
    expect((await world.repos.gallerySettings.of(model.id)).hiddenTags).toEqual([]);
  });

  it('answers not found for an unknown tag, and changes nothing', async () => {
    const { world, moderator, model, gore, hide } = await setup();
    expect(await hide.execute(moderator, { id: model.id, tagIds: [gore.id, 9999] })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await world.repos.gallerySettings.of(model.id)).toEqual(SETTINGS);
    expect(await world.repos.audit.ofModel(model.id)).toEqual([]);
  });

  it('is a moderator action: the owner may not', async () => {
    const { world, owner, model, gore, hide } = await setup();
    expect(await hide.execute(owner, { id: model.id, tagIds: [gore.id] })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await world.repos.gallerySettings.of(model.id)).toEqual(SETTINGS);
  });
});
