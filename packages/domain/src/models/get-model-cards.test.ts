import { describe, expect, it } from 'vitest';
import { aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { GetModelCards } from './get-model-cards.js';

describe('GetModelCards (model.getCards)', () => {
  it('answers in the order asked, each card with its author and cover, leaving out what the viewer may not see', async () => {
    const world = createTestWorld();
    const maker = await world.given.user(aUser().named('maker'));
    const first = await world.given.model(aModel().ownedBy(maker).named('First').published());
    const second = await world.given.model(aModel().ownedBy(maker).named('Second').published());
    const draft = await world.given.model(aModel().ownedBy(maker).named('Draft').draft());
    const post = await world.given.post(aPost().of(await world.given.version(aVersion().of(second))));

    const cards = await new GetModelCards(world.deps).execute(null, {
      ids: [second.id, draft.id, 999_999, first.id, second.id],
    });

    expect(
      cards.ok && cards.value.map(({ name, user, cover }) => [name, user.username, cover?.id ?? null]),
    ).toEqual([
      ['Second', 'maker', post.images[0]?.id],
      ['First', 'maker', null],
    ]);
    expect(cards.ok && cards.value[0]?.cover).toEqual({
      id: post.images[0]?.id,
      postId: post.id,
      url: post.images[0]?.url,
      width: 512,
      height: 768,
      hash: null,
    });
  });

  it('refuses more than a page of ids', async () => {
    const world = createTestWorld();
    const ids = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(await new GetModelCards(world.deps).execute(null, { ids })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
  });
});
