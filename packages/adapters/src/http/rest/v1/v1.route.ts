import {
  ALL_BROWSING_LEVELS,
  BASE_MODEL_TYPES,
  BASE_MODELS,
  errors,
  FILE_FORMATS,
  FILE_TYPES,
  type FindCatalogVersionsByHash,
  type GetCatalogModel,
  type GetCatalogVersion,
  HASH_TYPES,
  type HashMatch,
  type ListCatalogModels,
  type ListCreators,
  type ListFeedImages,
  type ListTags,
  MODEL_TYPES,
  SEARCH_PERIODS,
  strictId,
} from '@atelier/domain';
import { type Request, type Response, Router } from 'express';
import type { z } from 'zod';
import { refusalBody } from '../../error-to-http.js';
import type { PageCache } from '../../page-cache.js';
import { refuse } from '../../refuse.js';
import { stateOf } from '../../request-state.js';
import { describeZodError } from '../../trpc/failure.js';
import { openApiDocument } from './openapi.js';
import {
  type Origin,
  presentHashMatch,
  presentModel,
  presentTombstone,
  presentVersionDetail,
} from './present.js';
import { presentCreator, presentFeedImage, presentTag } from './present-feeds.js';
import {
  byHashBody,
  creatorListQuery,
  IMAGE_SORTS,
  imageListQuery,
  modelListQuery,
  NSFW_BROWSING_LEVELS,
  noQuery,
  queryOf,
  SORTS,
  tagListQuery,
} from './queries.js';
import type { ListMetadataShape } from './shapes.js';

export type CatalogUseCases = {
  list: ListCatalogModels;
  model: GetCatalogModel;
  version: GetCatalogVersion;
  byHash: FindCatalogVersionsByHash;
  images: ListFeedImages;
  creators: ListCreators;
  tags: ListTags;
};

export type V1Deps = {
  useCases: CatalogUseCases;
  /** The configured public origin (`ATELIER_PUBLIC_URL`); null: the address the request reached, on localhost. */
  publicUrl: string | null;
  /** Answers anonymous GETs from the page cache when it can, and stores what it may (docs/page-cache.md). */
  cache?: PageCache;
};

/** Anonymous answers about public content may be kept by shared caches; anything a key or cookie saw may not. */
const PUBLIC_CACHING = 'public, s-maxage=300, stale-while-revalidate=150';

const parse = <S extends z.ZodType>(res: Response, schema: S, value: unknown): z.output<S> | undefined => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  refuse(res, errors.invalidInput(describeZodError(parsed.error).message));
  return undefined;
};

/** Without a configured origin, the port the request reached on localhost: never the request's `Host` header. */
const originOf = (req: Request, publicUrl: string | null): Origin =>
  publicUrl ?? `http://localhost:${req.socket.localPort ?? 80}`;

const answer = (res: Response, body: unknown): void => {
  res.set('Cache-Control', stateOf(res).viewer === null ? PUBLIC_CACHING : 'private, no-store').json(body);
};

/** The same question on the hub's origin, at another place in the list: a `cursor` or a `page` number. */
const sameQueryAt = (req: Request, origin: Origin, at: { cursor: string } | { page: number }): string => {
  const url = new URL(`${req.baseUrl}${req.path}`, origin);
  for (const [key, value] of Object.entries(queryOf(req.query))) {
    if (key === 'cursor' || key === 'page') continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  for (const [key, value] of Object.entries(at)) url.searchParams.set(key, String(value));
  return url.toString();
};

/** The address of the page after this one: the same question with the next cursor. */
const nextPageOf = (req: Request, origin: Origin, cursor: string): string =>
  sameQueryAt(req, origin, { cursor });

/** Every list pages by cursor alone: `page` may only be 1, without a cursor. */
const refusesPage = (res: Response, query: { page?: number; cursor?: unknown }): boolean => {
  if (query.page === undefined || (query.page === 1 && query.cursor === undefined)) return false;
  refuse(
    res,
    errors.invalidInput(
      'This hub pages with cursors: follow metadata.nextPage, or send metadata.nextCursor as cursor.',
    ),
  );
  return true;
};

/** A list asked for by page number links the next and previous numbers, as Civitai's numbered pages do. */
const numberedMetadata = (
  req: Request,
  origin: Origin,
  page: number | undefined,
  metadata: ListMetadataShape,
): ListMetadataShape => {
  if (page === undefined) return metadata;
  return {
    ...metadata,
    ...(metadata.nextPage === undefined ? {} : { nextPage: sameQueryAt(req, origin, { page: page + 1 }) }),
    ...(page > 1 ? { prevPage: sameQueryAt(req, origin, { page: page - 1 }) } : {}),
  };
};

/** A list's `metadata`: always there; `nextCursor` and `nextPage` only while another page follows. */
const metadataOf = (
  req: Request,
  origin: Origin,
  page: { size: number; currentPage: number | undefined; nextCursor: string | null },
): ListMetadataShape => ({
  pageSize: page.size,
  ...(page.currentPage === undefined ? {} : { currentPage: page.currentPage }),
  ...(page.nextCursor === null
    ? {}
    : { nextCursor: page.nextCursor, nextPage: nextPageOf(req, origin, page.nextCursor) }),
});

/**
 * `/api/v1`: Civitai's public REST API v1 over the hub's catalog (docs/rest-api.md), so the tools people already
 * use work by changing one base URL. Every answer comes from a domain use case; this layer parses strictly, maps
 * names and shapes, and sets caching.
 */
export const v1Routes = (deps: V1Deps): Router => {
  const routes = Router();
  const { useCases } = deps;
  if (deps.cache) routes.use(deps.cache.lookup, deps.cache.fill);

  routes.get('/models', async (req, res) => {
    const query = parse(res, modelListQuery, queryOf(req.query));
    if (query === undefined) return;
    const { nsfw, sort, primaryFileOnly, limit, cursor, ...filters } = query;
    const listed = await useCases.list.execute(stateOf(res).viewer, {
      ...filters,
      browsingLevel: nsfw === undefined ? undefined : NSFW_BROWSING_LEVELS[`${nsfw}`],
      sort: sort === undefined ? undefined : SORTS[sort],
      cursor: cursor ?? null,
      limit: limit ?? 100,
    });
    if (!listed.ok) return refuse(res, listed.error);
    const origin = originOf(req, deps.publicUrl);
    const { items, nextCursor } = listed.value;
    const metadata = numberedMetadata(
      req,
      origin,
      query.page,
      metadataOf(req, origin, { size: items.length, currentPage: query.page, nextCursor }),
    );
    const models = items.map((item) => presentModel(origin, item));
    if (primaryFileOnly)
      for (const version of models.flatMap((model) => model.modelVersions))
        version.files = version.files.filter((file) => file.primary);
    answer(res, { items: models, metadata });
  });

  routes.get('/models/:id', async (req, res) => {
    const id = strictId(req.params.id);
    if (parse(res, noQuery, queryOf(req.query)) === undefined) return;
    const found = id === null ? null : await useCases.model.execute(stateOf(res).viewer, { id });
    if (found === null || !found.ok) return refuse(res, found?.error ?? errors.notFound);
    answer(res, presentModel(originOf(req, deps.publicUrl), found.value));
  });

  routes.get('/model-versions/by-hash/:hash', async (req, res) => {
    if (parse(res, noQuery, queryOf(req.query)) === undefined) return;
    const hash = req.params.hash;
    const found = await useCases.byHash.execute(stateOf(res).viewer, { hashes: [hash] });
    if (!found.ok) return refuse(res, found.error);
    const match = [...found.value.values()][0];
    if (match === undefined) return refuse(res, errors.notFound);
    answer(res, presentHashMatch(originOf(req, deps.publicUrl), match));
  });

  routes.post('/model-versions/by-hash', async (req, res) => {
    const hashes = parse(res, byHashBody, req.body);
    if (hashes === undefined) return;
    const found = await useCases.byHash.execute(stateOf(res).viewer, { hashes });
    if (!found.ok) return refuse(res, found.error);
    const origin = originOf(req, deps.publicUrl);
    // One entry per version, however many of its files' hashes were asked for.
    const versionIdOf = (match: HashMatch) => match.removed?.versionId ?? match.found?.version.version.id;
    const versions = new Map([...found.value.values()].map((match) => [versionIdOf(match), match]));
    res
      .set('Cache-Control', 'private, no-store')
      .json([...versions.values()].map((match) => presentHashMatch(origin, match)));
  });

  routes.get('/model-versions/:id', async (req, res) => {
    const id = strictId(req.params.id);
    if (parse(res, noQuery, queryOf(req.query)) === undefined) return;
    const found = id === null ? null : await useCases.version.execute(stateOf(res).viewer, { id });
    if (found?.ok === false && found.error.code === 'CATALOG.REMOVED')
      // Gone, not missing: the tombstone says what it was and why it went (docs/rest-api.md#tombstones).
      return void res
        .status(410)
        .set('Cache-Control', 'no-store')
        .json({
          error: found.error.message,
          ...refusalBody(found.error),
          ...presentTombstone(found.error.tombstone),
        });
    if (found === null || !found.ok) return refuse(res, found?.error ?? errors.notFound);
    answer(res, presentVersionDetail(originOf(req, deps.publicUrl), found.value));
  });

  routes.get('/me', (req, res) => {
    if (parse(res, noQuery, queryOf(req.query)) === undefined) return;
    const viewer = stateOf(res).viewer;
    if (viewer === null) return refuse(res, errors.signInRequired);
    res.set('Cache-Control', 'private, no-store').json({
      id: viewer.id,
      username: viewer.username,
      isMember: viewer.isMember,
      isModerator: viewer.isModerator,
    });
  });

  routes.get('/enums', (req, res) => {
    if (parse(res, noQuery, queryOf(req.query)) === undefined) return;
    answer(res, {
      ModelType: [...MODEL_TYPES],
      ModelFileType: [...FILE_TYPES],
      ModelFileFormat: [...FILE_FORMATS],
      ModelHashType: [...HASH_TYPES],
      BaseModel: [...BASE_MODELS],
      BaseModelType: [...BASE_MODEL_TYPES],
      ModelSort: Object.keys(SORTS),
      MetricTimeframe: [...SEARCH_PERIODS],
    });
  });

  routes.get('/openapi.json', (req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(openApiDocument(originOf(req, deps.publicUrl)));
  });

  routes.get('/images', async (req, res) => {
    const query = parse(res, imageListQuery, queryOf(req.query));
    if (query === undefined || refusesPage(res, query)) return;
    const listed = await useCases.images.execute(stateOf(res).viewer, {
      sort: IMAGE_SORTS[query.sort ?? 'Newest'],
      period: query.period ?? 'AllTime',
      browsingLevel: query.nsfw === undefined ? ALL_BROWSING_LEVELS : NSFW_BROWSING_LEVELS[query.nsfw],
      limit: query.limit ?? 100,
      cursor: query.cursor ?? null,
      modelId: query.modelId,
      modelVersionId: query.modelVersionId,
      postId: query.postId,
      username: query.username,
    });
    if (!listed.ok) return refuse(res, listed.error);
    const origin = originOf(req, deps.publicUrl);
    const { items, nextCursor } = listed.value;
    answer(res, {
      items: items.map((image) => presentFeedImage(origin, image)),
      metadata: metadataOf(req, origin, { size: items.length, currentPage: query.page, nextCursor }),
    });
  });

  routes.get('/creators', async (req, res) => {
    const query = parse(res, creatorListQuery, queryOf(req.query));
    if (query === undefined || refusesPage(res, query)) return;
    const listed = await useCases.creators.execute(stateOf(res).viewer, {
      query: query.query,
      limit: query.limit ?? 20,
      cursor: query.cursor ?? null,
    });
    if (!listed.ok) return refuse(res, listed.error);
    const origin = originOf(req, deps.publicUrl);
    const { items, nextCursor } = listed.value;
    answer(res, {
      items: items.map((creator) => presentCreator(origin, creator)),
      metadata: metadataOf(req, origin, {
        size: items.length,
        currentPage: query.page,
        nextCursor: nextCursor === null ? null : String(nextCursor),
      }),
    });
  });

  routes.get('/tags', async (req, res) => {
    const query = parse(res, tagListQuery, queryOf(req.query));
    if (query === undefined || refusesPage(res, query)) return;
    const listed = await useCases.tags.execute(stateOf(res).viewer, {
      query: query.query,
      limit: query.limit ?? 20,
      offset: query.cursor ?? 0,
    });
    if (!listed.ok) return refuse(res, listed.error);
    const origin = originOf(req, deps.publicUrl);
    const { items, nextOffset } = listed.value;
    answer(res, {
      items: items.map((tag) => presentTag(origin, tag)),
      metadata: metadataOf(req, origin, {
        size: items.length,
        currentPage: query.page,
        nextCursor: nextOffset === null ? null : String(nextOffset),
      }),
    });
  });

  routes.use((_req, res) => refuse(res, errors.notFound));
  return routes;
};
