import { aModel, aUser } from '@atelier/domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

type Page = { items: { id: number; name: string }[]; nextCursor: string | null };

describe.each(databases)('model.getAll on $name', (database) => {
  const server = useTestServer(database);

  it('lists and searches models over HTTP, pages with a cursor, and refuses a malformed one with a 400', async () => {
    const { api, world } = server();
    const maker = await world.given.user(aUser().named('searcher'));
    const pixel = await world.given.model(aModel().ownedBy(maker).named('Pixel Art Style'));
    const photo = await world.given.model(aModel().ownedBy(maker).named('Photo Real'));

    expect(
      expectOk(await api.query<Page>('model.getAll', { query: 'pix ART' })).items.map((m) => m.id),
    ).toEqual([pixel.id]);
    const first = expectOk(await api.query<Page>('model.getAll', { limit: 1 }));
    expect(first.items.map((m) => m.id)).toEqual([photo.id]);
    const second = expectOk(await api.query<Page>('model.getAll', { limit: 1, cursor: first.nextCursor }));
    expect(second.items.map((m) => m.id)).toEqual([pixel.id]);
    expect(second.nextCursor).toBeNull();
    expect(expectOk(await api.query<Page>('model.getAll', {})).items).toHaveLength(2);

    expectFailure(await api.query('model.getAll', { cursor: 'not-a-cursor' }), 400, 'SEARCH.INVALID_CURSOR');
    expectFailure(
      await api.query('model.getAll', { sort: 'MostTipped', cursor: first.nextCursor }),
      400,
      'SEARCH.INVALID_CURSOR',
    );
    expectFailure(await api.query('model.getAll', { query: 'x'.repeat(501) }), 400, 'INVALID_INPUT');
    expectFailure(await api.query('model.getAll', { sort: 'Random' }), 400, 'INVALID_INPUT');
    expectFailure(await api.query('model.getAll', { tag: 'a\u0000b' }), 400, 'INVALID_INPUT');
  });

  it('answers any query text of up to 500 characters with a list, never a 5xx', async () => {
    const { api, world } = server();
    await world.given.model(aModel().named('Pixel "quoted" NEAR(x) AND -y'));
    const hostile = fc.oneof(
      fc.constantFrom(
        '"',
        "'",
        '*',
        'NEAR(',
        'AND',
        '-',
        ':',
        '&',
        '!',
        '\\',
        '🎨',
        '\u0000',
        '\ud83c',
        'pix',
      ),
      fc.string({ unit: 'binary', maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostile, { maxLength: 40 }).map((parts) => parts.join('').slice(0, 500)),
        async (query) => {
          const answer = await api.query<Page>('model.getAll', { query });
          expect(answer.status).toBe(200);
        },
      ),
      { numRuns: 40 },
    );
  });
});
