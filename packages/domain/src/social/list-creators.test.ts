import { describe, expect, it } from 'vitest';
import { aModel, aUser, createTestWorld } from '../testing/index.js';
import type { Viewer } from '../users/user.js';
import { ListCreators } from './list-creators.js';

const setup = async () => {
  const world = createTestWorld();
  const ada = await world.given.user(aUser().named('ada'));
  const adele = await world.given.user(aUser().named('Adele'));
  const grace = await world.given.user(aUser().named('grace'));
  const idle = await world.given.user(aUser().named('adam'));
  const gone = await world.given.user(aUser().named('adrian'));
  const banned = await world.given.user(aUser().named('adolf').banned());
  const moderator = await world.given.user(aUser().named('mod').moderator());
  for (const creator of [ada, adele, grace, banned]) await world.given.model(aModel().ownedBy(creator));
  await world.given.model(aModel().ownedBy(ada).published());
  await world.given.model(aModel().ownedBy(gone).deleted());
  const list = (input: Partial<Parameters<ListCreators['execute']>[1]> = {}, viewer: Viewer = null) =>
    new ListCreators(world.deps).execute(viewer, { limit: 100, cursor: null, ...input });
  const names = async (...args: Parameters<typeof list>) => {
    const page = await list(...args);
    if (!page.ok) throw new Error(page.error.message);
    return page.value.items.map((creator) => creator.username);
  };
  return { world, idle, moderator, list, names };
};

describe('ListCreators (GET /api/v1/creators)', () => {
  it('lists the users with a live model, oldest account first, with their model count', async () => {
    const { list, names } = await setup();
    expect(await names()).toEqual(['ada', 'Adele', 'grace']);
    const page = await list();
    expect(page.ok && page.value.items.map((creator) => creator.modelCount)).toEqual([2, 1, 1]);
    expect(page.ok && page.value.nextCursor).toBeNull();
  });

  it('finds usernames starting with the query, in any case', async () => {
    const { names } = await setup();
    expect(await names({ query: 'AD' })).toEqual(['ada', 'Adele']);
    expect(await names({ query: ' ade ' })).toEqual(['Adele']);
    expect(await names({ query: 'race' })).toEqual([]);
  });

  it('shows a banned creator to moderators only', async () => {
    const { names, moderator } = await setup();
    expect(await names({}, moderator)).toEqual(['ada', 'Adele', 'grace', 'adolf']);
  });

  it('pages after the cursor it gives, and gives none on the last page', async () => {
    const { list } = await setup();
    const first = await list({ limit: 2 });
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.items.map((creator) => creator.username)).toEqual(['ada', 'Adele']);
    expect(first.value.nextCursor).not.toBeNull();
    const second = await list({ limit: 2, cursor: first.value.nextCursor });
    if (!second.ok) throw new Error(second.error.message);
    // The banned creator takes the second place of this page for a visitor, and is left out of it.
    expect(second.value.items.map((creator) => creator.username)).toEqual(['grace']);
    expect(second.value.nextCursor).toBeNull();
  });

  it('refuses a limit out of range', async () => {
    const { list } = await setup();
    for (const limit of [0, 201, 2.5])
      expect(await list({ limit }), `${limit}`).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT' },
      });
  });
});
