import type { User } from '@atelier/domain';
import { aModel, aPost, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { databases } from '../../../storage/knex/testing/databases.js';
import { type TestServer, useTestServer } from '../../testing/test-server.js';
import { expectError, get, ORIGIN } from '../../testing/v1-contract.js';
import { creatorListShape, feedImageListShape, tagListShape } from './shapes.js';

/**
 * Contract tests of the REST API v1's image, creator and tag lists, written from Civitai's public API v1 reference:
 * every answer is parsed with its strict schema, and each list pages to its end, where `nextCursor` and `nextPage`
 * are absent.
 */

const PUBLIC_CACHING = 'public, s-maxage=300, stale-while-revalidate=150';
const DAY = 86_400_000;

/** Every page of a list from `path` on, following `metadata.nextPage`, each parsed with `shape`. */
const walk = async <S extends typeof feedImageListShape | typeof creatorListShape | typeof tagListShape>(
  server: TestServer,
  path: string,
  shape: S,
): Promise<z.output<S>[]> => {
  const pages: z.output<S>[] = [];
  let url: string | undefined = `${server.url}/api/v1${path}`;
  while (url !== undefined) {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    const page = shape.parse(await response.json()) as z.output<S>;
    pages.push(page);
    const { nextPage, nextCursor } = page.metadata;
    if (nextPage === undefined) {
      expect(page.metadata).not.toHaveProperty('nextCursor');
      url = undefined;
    } else {
      expect(nextPage.startsWith(`${ORIGIN}/api/v1/`)).toBe(true);
      expect(new URL(nextPage).searchParams.get('cursor')).toBe(nextCursor);
      url = nextPage.replace(ORIGIN, server.url);
    }
    expect(pages.length).toBeLessThan(20);
  }
  return pages;
};

describe.each(databases)('REST API v1 lists on $name', (database) => {
  const server = useTestServer(database, { settings: { publicUrl: ORIGIN } });

  /** Two published models; the first's two versions each have a post, the second's one, a day apart (newest last). */
  const gallery = async () => {
    const given = server().world.given;
    const owner = await given.user(aUser().with({ username: 'lumen' }));
    const fan = await given.user(aUser().with({ username: 'fan' }));
    const model = await given.model(aModel().ownedBy(owner).published());
    const first = await given.version(aVersion().of(model).published());
    const second = await given.version(aVersion().of(model).index(1).published());
    const other = await given.model(aModel().ownedBy(owner).published());
    const otherVersion = await given.version(aVersion().of(other).published());
    const at = (days: number) => new Date(Date.UTC(2025, 11, 1) + days * DAY);
    const oldest = await given.post(
      aPost()
        .of(first)
        .by(owner)
        .publishedAt(at(1))
        .withImages(
          {
            url: '/images/one.webp',
            reactionCount: 7,
            meta: {
              software: 'A1111',
              prompt: 'a lighthouse',
              negativePrompt: null,
              sampler: 'Euler a',
              seed: 42,
              steps: 20,
              cfgScale: 7,
              model: null,
            },
          },
          { url: '/images/two.webp', reactionCount: 1 },
        ),
    );
    const middle = await given.post(
      aPost().of(second).by(fan).publishedAt(at(2)).withImages({ reactionCount: 2 }),
    );
    const newest = await given.post(
      aPost().of(otherVersion).by(fan).publishedAt(at(3)).withImages({ reactionCount: 0 }),
    );
    return { owner, fan, model, first, second, other, oldest, middle, newest };
  };

  const imageIds = async (query: string, headers: Record<string, string> = {}) => {
    const response = await get(server(), `/images?${query}`, headers);
    expect(response.status, query).toBe(200);
    return feedImageListShape.parse(await response.json()).items.map((image) => image.id);
  };
  const idsOf = (...posts: { images: { id: number }[] }[]) =>
    posts.flatMap((post) => post.images.map((image) => image.id));

  describe('GET /images', () => {
    it('lists the hub’s images newest first, in Civitai’s shape, with absolute addresses', async () => {
      const { oldest, middle, newest, first } = await gallery();
      const response = await get(server(), '/images');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHING);
      const body = feedImageListShape.parse(await response.json());
      expect(body.items.map((image) => image.id)).toEqual(idsOf(newest, middle, oldest));
      expect(body.metadata).toEqual({ pageSize: 4 });
      expect(body.items[2]).toEqual({
        id: oldest.images[0]?.id,
        url: `${ORIGIN}/images/one.webp`,
        width: expect.any(Number),
        height: expect.any(Number),
        hash: oldest.images[0]?.hash,
        nsfwLevel: 'None',
        browsingLevel: 1,
        nsfw: false,
        type: 'image',
        postId: oldest.id,
        hasMeta: true,
        meta: { prompt: 'a lighthouse', sampler: 'Euler a', seed: 42, steps: 20, cfgScale: 7 },
        createdAt: '2025-12-02T00:00:00.000Z',
        username: 'lumen',
        modelVersionIds: [first.id],
        stats: { reactionCount: 7 },
      });
      expect(body.items[1]).toMatchObject({ username: 'fan', hasMeta: false, meta: null });
    });

    it('filters by model, version, post and username; an unknown username lists nothing', async () => {
      const { model, second, oldest, middle, newest } = await gallery();
      expect(await imageIds(`modelId=${model.id}`)).toEqual(idsOf(middle, oldest));
      expect(await imageIds(`modelVersionId=${second.id}`)).toEqual(idsOf(middle));
      expect(await imageIds(`postId=${oldest.id}`)).toEqual(idsOf(oldest));
      expect(await imageIds('username=fan')).toEqual(idsOf(newest, middle));
      expect(await imageIds(`username=fan&modelId=${model.id}`)).toEqual(idsOf(middle));
      expect(await imageIds('username=nobody-here')).toEqual([]);
    });

    it('sorts by Most Reactions within a period', async () => {
      const { oldest, middle, newest } = await gallery();
      expect(await imageIds('sort=Most%20Reactions')).toEqual(idsOf(oldest, middle, newest));
      expect(await imageIds('sort=Newest&period=AllTime')).toEqual(idsOf(newest, middle, oldest));
      expect(await imageIds('period=Day')).toEqual([]);
    });

    it('maps nsfw to browsing levels: a name takes it and every milder level, true only mature, false only PG', async () => {
      const { first } = await gallery();
      const given = server().world.given;
      const levels = new Map<number, number>();
      for (const level of [2, 4, 8, 16]) {
        const post = await given.post(aPost().of(first).nsfwLevel(level));
        levels.set(post.images[0]?.id ?? 0, level);
      }
      const levelsOf = async (query: string) =>
        (await imageIds(query)).map((id) => levels.get(id) ?? 1).filter((level) => level > 1);
      expect(await levelsOf('nsfw=None')).toEqual([]);
      expect((await imageIds('nsfw=None')).length).toBe(4);
      expect(await levelsOf('nsfw=Soft')).toEqual([2]);
      expect((await levelsOf('nsfw=Mature')).sort()).toEqual([2, 4]);
      expect((await levelsOf('nsfw=X')).sort()).toEqual([16, 2, 4, 8]);
      expect((await levelsOf('')).sort()).toEqual([16, 2, 4, 8]);
      expect(await imageIds('nsfw=false')).toEqual(await imageIds('nsfw=None'));
      const mature = await imageIds('nsfw=true');
      expect(mature.map((id) => levels.get(id)).sort()).toEqual([16, 2, 4, 8]);
      const named = feedImageListShape.parse(await (await get(server(), '/images?nsfw=true')).json()).items;
      expect(named.map((image) => [image.browsingLevel, image.nsfwLevel, image.nsfw]).sort()).toEqual([
        [16, 'X', true],
        [2, 'Soft', true],
        [4, 'Mature', true],
        [8, 'X', true],
      ]);
    });

    it('pages by cursor to the end, at most `limit` images a page, never splitting a post', async () => {
      const { oldest, middle, newest } = await gallery();
      const pages = await walk(server(), '/images?limit=3', feedImageListShape);
      expect(pages.map((page) => page.items.map((image) => image.postId))).toEqual([
        [newest.id, middle.id],
        [oldest.id, oldest.id],
      ]);
      expect(pages.map((page) => page.metadata.pageSize)).toEqual([2, 2]);
    });

    it('never lists the images of a draft, private or unpublished model, nor of a draft version', async () => {
      const { owner, model, oldest, middle, newest } = await gallery();
      const given = server().world.given;
      const hiddenModels = [
        await given.model(aModel().ownedBy(owner).draft()),
        await given.model(aModel().ownedBy(owner).private()),
        await given.model(aModel().ownedBy(owner).unpublished()),
      ];
      for (const hidden of hiddenModels) {
        await given.post(
          aPost()
            .of(await given.version(aVersion().of(hidden)))
            .by(owner),
        );
      }
      const draftVersion = await given.version(aVersion().of(model).index(5).draft());
      await given.post(aPost().of(draftVersion).by(owner));
      const everyone = idsOf(newest, middle, oldest);
      expect(await imageIds('')).toEqual(everyone);
      for (const hidden of hiddenModels) expect(await imageIds(`modelId=${hidden.id}`)).toEqual([]);
      expect(await imageIds(`modelVersionId=${draftVersion.id}`)).toEqual([]);
    });

    it('shows a signed-in owner their own draft model’s images, never cached', async () => {
      const owner = await server().signedIn();
      const draft = await server().world.given.model(aModel().ownedBy(owner.user).draft());
      const version = await server().world.given.version(aVersion().of(draft).draft());
      const post = await server().world.given.post(aPost().of(version).by(owner.user));
      const headers = { authorization: `Bearer ${owner.auth.apiKey}` };
      const response = await get(server(), `/images?modelId=${draft.id}`, headers);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(feedImageListShape.parse(await response.json()).items.map((image) => image.id)).toEqual(
        idsOf(post),
      );
      expect(await imageIds(`modelId=${draft.id}`)).toEqual([]);
    });

    it('refuses what it cannot answer with 400: a bad limit, enum, cursor, id, parameter or page', async () => {
      for (const query of [
        'limit=201',
        'limit=0',
        'nsfw=maybe',
        'sort=Most%20Comments',
        'period=Decade',
        'cursor=garbage',
        'cursor=gc.0.1.0',
        'modelId=abc',
        'postId=-1',
        'browsingLevel=31',
        'page=2',
        'page=1&cursor=gc.1.-1.-1',
      ]) {
        await expectError(await get(server(), `/images?${query}`), 400);
      }
    });
  });

  describe('GET /creators', () => {
    /** Three creators of live models (one with two), one user with none and one whose only model is deleted. */
    const creators = async () => {
      const given = server().world.given;
      const made: Record<string, User> = {};
      for (const username of ['ada', 'Adele', 'grace', 'adam', 'adrian'])
        made[username] = await given.user(aUser().with({ username }));
      for (const username of ['ada', 'ada', 'Adele', 'grace'])
        await given.model(
          aModel()
            .ownedBy(made[username] as User)
            .published(),
        );
      await given.model(
        aModel()
          .ownedBy(made.adrian as User)
          .published()
          .deleted(),
      );
      return made;
    };

    it('lists the users with a live model in Civitai’s shape, oldest account first', async () => {
      await creators();
      const response = await get(server(), '/creators');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHING);
      const body = creatorListShape.parse(await response.json());
      expect(body).toEqual({
        items: [
          { username: 'ada', modelCount: 2, link: `${ORIGIN}/api/v1/models?username=ada`, image: null },
          { username: 'Adele', modelCount: 1, link: `${ORIGIN}/api/v1/models?username=Adele`, image: null },
          { username: 'grace', modelCount: 1, link: `${ORIGIN}/api/v1/models?username=grace`, image: null },
        ],
        metadata: { pageSize: 3 },
      });
    });

    it('finds usernames starting with the query, in any case', async () => {
      await creators();
      const names = async (query: string) =>
        creatorListShape
          .parse(await (await get(server(), `/creators?query=${query}`)).json())
          .items.map((creator) => creator.username);
      expect(await names('AD')).toEqual(['ada', 'Adele']);
      expect(await names('race')).toEqual([]);
    });

    it('pages by cursor to the end', async () => {
      await creators();
      const pages = await walk(server(), '/creators?limit=2', creatorListShape);
      expect(pages.map((page) => page.items.map((creator) => creator.username))).toEqual([
        ['ada', 'Adele'],
        ['grace'],
      ]);
    });

    it('refuses a bad limit, cursor, parameter or page with 400', async () => {
      for (const query of ['limit=201', 'limit=0', 'cursor=abc', 'sort=Newest', 'page=2']) {
        await expectError(await get(server(), `/creators?${query}`), 400);
      }
    });
  });

  describe('GET /tags', () => {
    const tagged = async () => {
      const given = server().world.given;
      const tags = (...names: string[]) => names.map((name) => ({ name, isCategory: false }));
      await given.model(
        aModel()
          .published()
          .with({ tags: tags('still life', 'portrait') }),
      );
      await given.model(
        aModel()
          .published()
          .with({ tags: tags('portrait') }),
      );
      await given.model(
        aModel()
          .published()
          .with({ tags: tags('landscape') }),
      );
      await given.tag({ name: 'unlisted one', unlisted: true });
    };

    it('lists the listed tags, most used first, in Civitai’s shape', async () => {
      await tagged();
      const response = await get(server(), '/tags');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHING);
      expect(tagListShape.parse(await response.json())).toEqual({
        items: [
          { name: 'portrait', modelCount: 2, link: `${ORIGIN}/api/v1/models?tag=portrait` },
          { name: 'landscape', modelCount: 1, link: `${ORIGIN}/api/v1/models?tag=landscape` },
          { name: 'still life', modelCount: 1, link: `${ORIGIN}/api/v1/models?tag=still+life` },
        ],
        metadata: { pageSize: 3 },
      });
    });

    it('links each tag to the models that carry it', async () => {
      await tagged();
      const [tag] = tagListShape.parse(await (await get(server(), '/tags?query=still')).json()).items;
      const models = await fetch((tag?.link ?? '').replace(ORIGIN, server().url));
      expect(models.status).toBe(200);
      expect(((await models.json()) as { items: unknown[] }).items).toHaveLength(1);
    });

    it('filters by any part of the name, and pages by cursor to the end', async () => {
      await tagged();
      const names = (pages: z.output<typeof tagListShape>[]) =>
        pages.map((p) => p.items.map((tag) => tag.name));
      expect(names(await walk(server(), '/tags?query=SCAPE', tagListShape))).toEqual([['landscape']]);
      expect(names(await walk(server(), '/tags?limit=2', tagListShape))).toEqual([
        ['portrait', 'landscape'],
        ['still life'],
      ]);
    });

    it('refuses a bad limit, cursor, parameter or page with 400', async () => {
      for (const query of ['limit=101', 'limit=0', 'cursor=abc', 'cursor=-2', 'categories=true', 'page=3']) {
        await expectError(await get(server(), `/tags?${query}`), 400);
      }
    });
  });

  it('describes the three lists in the OpenAPI document', async () => {
    const document = (await (await get(server(), '/openapi.json')).json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/images', '/api/v1/creators', '/api/v1/tags']),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['FeedImage', 'ImageList', 'Creator', 'CreatorList', 'Tag', 'TagList']),
    );
  });
});
