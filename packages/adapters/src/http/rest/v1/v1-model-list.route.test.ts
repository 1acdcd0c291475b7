import { aModel, aVersion } from '@atelier/domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { databases, statementsDuring } from '../../../storage/knex/testing/databases.js';
import { useTestServer } from '../../testing/test-server.js';
import { expectError, get, ORIGIN, releasedModel } from '../../testing/v1-contract.js';
import { modelListShape } from './shapes.js';

/**
 * Contract tests of the REST API v1's model list (`GET /api/v1/models`): paging by cursor and by number, filters,
 * statements per page, and the 400s of bad input.
 */

describe.each(databases)('REST API v1 model list on $name', (database) => {
  const server = useTestServer(database, { settings: { publicUrl: ORIGIN } });

  describe('GET /models', () => {
    it('lists {items, metadata}, pages by cursor, and omits nextCursor and nextPage at the end', async () => {
      for (const username of ['ada', 'grace', 'edsger']) await releasedModel(server(), username);
      const seen: number[] = [];
      let url: string | undefined = `${server().url}/api/v1/models?limit=2`;
      let pages = 0;
      while (url !== undefined) {
        const response = await fetch(url);
        expect(response.status).toBe(200);
        const body = modelListShape.parse(await response.json());
        seen.push(...body.items.map((item) => item.id));
        pages += 1;
        if (body.metadata.nextPage !== undefined) {
          expect(body.metadata.nextPage.startsWith(`${ORIGIN}/api/v1/models?`)).toBe(true);
          expect(body.metadata.nextCursor).toBeDefined();
          url = body.metadata.nextPage.replace(ORIGIN, server().url);
        } else {
          expect(body.metadata).not.toHaveProperty('nextCursor');
          url = undefined;
        }
      }
      expect(pages).toBe(2);
      expect(new Set(seen).size).toBe(3);
    });

    it('answers numbered pages with the models the cursors give, linking the next and previous numbers', async () => {
      for (const username of ['p1', 'p2', 'p3']) await releasedModel(server(), username);
      const byCursor: number[] = [];
      let cursor: string | undefined;
      do {
        const body = modelListShape.parse(
          await (
            await get(server(), `/models?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
          ).json(),
        );
        byCursor.push(...body.items.map((item) => item.id));
        cursor = body.metadata.nextCursor;
      } while (cursor !== undefined);
      expect(byCursor).toHaveLength(3);

      const byNumber: number[] = [];
      for (const page of [1, 2, 3]) {
        const body = modelListShape.parse(await (await get(server(), `/models?limit=1&page=${page}`)).json());
        byNumber.push(...body.items.map((item) => item.id));
        expect(body.metadata.currentPage).toBe(page);
        if (page < 3) expect(body.metadata.nextPage).toBe(`${ORIGIN}/api/v1/models?limit=1&page=${page + 1}`);
        else expect(body.metadata).not.toHaveProperty('nextPage');
        if (page > 1) expect(body.metadata.prevPage).toBe(`${ORIGIN}/api/v1/models?limit=1&page=${page - 1}`);
        else expect(body.metadata).not.toHaveProperty('prevPage');
      }
      expect(byNumber).toEqual(byCursor);
      const beyond = modelListShape.parse(await (await get(server(), '/models?limit=1&page=4')).json());
      expect(beyond.items).toEqual([]);
      expect(beyond.metadata).not.toHaveProperty('nextPage');
    });

    it('reads the same number of statements for a page of 2 models as for a page of 8', async () => {
      const statementsFor = async (limit: number) => {
        const response = { status: 0 };
        const statements = await statementsDuring(server().knex, async () => {
          const answer = await get(server(), `/models?limit=${limit}`);
          response.status = answer.status;
          expect(modelListShape.parse(await answer.json()).items).toHaveLength(limit);
        });
        expect(response.status).toBe(200);
        // The page cache's generation read is not the list's.
        return statements.filter((sql) => !/page_generation/.test(sql)).length;
      };
      for (const username of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'])
        await releasedModel(server(), username);
      expect(await statementsFor(8)).toBe(await statementsFor(2));
    });

    it('filters by username, type, ids and base model', async () => {
      const { model } = await releasedModel(server());
      const other = await server().world.given.model(aModel().published().with({ type: 'Checkpoint' }));
      await server().world.given.version(aVersion().of(other).published().with({ baseModel: 'SD 1.5' }));
      const ids = async (query: string) =>
        modelListShape
          .parse(await (await get(server(), `/models?${query}`)).json())
          .items.map((item) => item.id);
      expect(await ids('username=lumen')).toEqual([model.id]);
      expect(await ids('username=nobody-here')).toEqual([]);
      expect(await ids('types=Checkpoint')).toEqual([other.id]);
      expect((await ids('types=Checkpoint&types=LORA')).sort()).toEqual([model.id, other.id].sort());
      expect(await ids(`ids=${other.id},${model.id}`)).toEqual([other.id, model.id]);
      expect(await ids('baseModels=SD%201.5')).toEqual([other.id]);
      const mature = await server().world.given.model(
        aModel().published().with({ nsfw: true, nsfwLevel: 4 }),
      );
      await server().world.given.version(aVersion().of(mature).published());
      expect(await ids('nsfw=true')).toEqual([mature.id]);
      expect((await ids('nsfw=false')).sort()).toEqual([model.id, other.id].sort());
      expect(await ids('')).toHaveLength(3);
    });

    it('answers any query string with 200 or a 400 that says why, never a server error', async () => {
      await releasedModel(server());
      const names = [
        'limit',
        'page',
        'cursor',
        'query',
        'tag',
        'username',
        'types',
        'sort',
        'period',
        'nsfw',
      ];
      const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -5, max: 500 }).map(String));
      const lists = ['/models', '/images', '/creators', '/tags'];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...lists),
          fc.array(fc.tuple(fc.constantFrom(...names, 'modelId', 'x'), value), { maxLength: 4 }),
          async (list, pairs) => {
            const response = await get(server(), `${list}?${new URLSearchParams(pairs)}`);
            expect([200, 400], `${list}?${new URLSearchParams(pairs)}`).toContain(response.status);
            if (response.status === 400) await expectError(response, 400);
          },
        ),
        { numRuns: 60 },
      );
    });

    it('refuses what it cannot answer with 400: a bad limit, enum, cursor, parameter or page', async () => {
      for (const query of [
        'limit=101',
        'limit=0',
        'types=Sculpture',
        'sort=Random',
        'period=Decade',
        'nsfw=maybe',
        'cursor=garbage',
        'favorites=true',
        'page=0',
        'page=2&cursor=abc',
        'page=5002&limit=1',
      ]) {
        await expectError(await get(server(), `/models?${query}`), 400);
      }
    });
  });
});
