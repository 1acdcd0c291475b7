import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { modelCacheTag, type User } from '@atelier/domain';
import type { Request, RequestHandler, Response } from 'express';
import { stateOf } from './request-state.js';
import type { SessionCookie } from './session-cookie.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Says how a page was answered: `hit` (stored bytes), `miss` (rendered, may be stored), `bypass` (not cacheable). */
export const PAGE_CACHE_HEADER = 'x-page-cache';
/** A page larger than this is rendered every time rather than stored. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

type Encoding = 'br' | 'gzip' | 'identity';
type CachedPage = {
  generation: string;
  headers: [string, string][];
  /** The bytes as rendered, and their gzip and brotli copies once made (stored as the render ends, compressed after). */
  bodies: { identity: Buffer } & Partial<Record<'br' | 'gzip', Buffer>>;
};

/** Headers that belong to one response, or that the cache sets itself, and are never stored with a page. */
const PER_RESPONSE = new Set([
  'set-cookie',
  'date',
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'vary',
  'etag',
  PAGE_CACHE_HEADER,
]);

/** Where pages are kept: `InProcessCache` (one process); a shared store would offer the same two calls. */
export type StoredPages = {
  get<T>(key: string): T | undefined;
  set(key: string, tags: string[], value: unknown, ttlMs: number): void;
};

export type PageCacheDeps = {
  cache: StoredPages;
  /** The page generation now (storage/knex/page-generation.ts): it changes with every write a page can show. */
  generation: () => Promise<string>;
  cookie: SessionCookie;
  ttlMs: number;
};

/** The middleware the web pages put around their renderer. */
export type PageCache = {
  /** First in the pages' chain: answers from the cache when it can, and otherwise notes what the render may fill. */
  lookup: RequestHandler;
  /**
   * After authentication: a signed-in viewer whose page is the public one (`sharesPublicPage`) is served it, from
   * the cache or rendered as for a visitor who is not signed in, and their own state comes with the viewer overlay.
   */
  lookupShared: RequestHandler;
  /** Right before the renderer: keeps a copy of what it writes, stored when the answer is a cacheable page. */
  fill: RequestHandler;
};

/** Whether this signed-in viewer's answer to `req` is the public page, rendered as for a visitor not signed in. */
export type SharesPublicPage = (req: Request, viewer: User) => Promise<boolean>;

/**
 * `variantOf` names what else in a request changes the answer for a visitor who is not signed in; `kind` says what
 * is cached: the web pages (HTML), or the public REST API's answers (JSON, docs/rest-api.md); `sharesPublicPage`
 * says which signed-in viewers get the public page (none without it).
 */
export type PageCacheFactory = (
  variantOf: (req: Request) => string,
  kind?: CachedKind,
  sharesPublicPage?: SharesPublicPage,
) => PageCache;

type CachedKind = 'page' | 'api';

type Pending = { key: string; tags: string[]; generation: string };
const PENDING = 'pageCacheFill';

/** A file's address, not a page's: its last path segment has an extension (`/favicon.svg`, `/assets/x.js`). */
export const isFilePath = (path: string): boolean => /\.[^/]*$/.test(path);

/** A page, not the API or a file: the cache says nothing about the rest. */
const isPage = (req: Request): boolean => !req.path.startsWith('/api/') && !isFilePath(req.path);

/** What each kind may store: a page's HTML, or an API answer's JSON. */
const CONTENT_TYPES: Record<CachedKind, string> = { page: 'text/html', api: 'application/json' };

/**
 * Only a request whose fresh render is the same for every such request may be answered from the cache: a GET with
 * no session cookie (even a malformed one) and no API key.
 */
const isCacheable = (req: Request, cookie: SessionCookie): boolean =>
  req.method === 'GET' &&
  req.headers.authorization === undefined &&
  req.query.token === undefined &&
  !cookie.present(req);

/** Signed in with a session, asking for a page: the requests `sharesPublicPage` is asked about. */
const isSignedInPageRead = (req: Request, res: Response): boolean => {
  const state = stateOf(res);
  return req.method === 'GET' && isPage(req) && state.authenticatedBy === 'session' && state.viewer !== null;
};

/**
 * The API's cache sits after authentication, so it asks who the request turned out to be: anonymous, including a
 * tool's `Bearer None` or unknown key (docs/rest-api.md), answers the same for everyone.
 */
const isAnonymousApiRead = (req: Request, res: Response): boolean =>
  req.method === 'GET' && stateOf(res).viewer === null;

const modelTagOf = (path: string): string[] => {
  const match = /^(?:\/api\/v1)?\/models\/(\d+)(?:\/|$)/.exec(path);
  return match ? [modelCacheTag(Number(match[1]))] : [];
};

/** The encoding to send: none when the request names none (as the `compression` middleware does). */
const encodingFor = (req: Request): Encoding => {
  if (!req.headers['accept-encoding']) return 'identity';
  const chosen = req.acceptsEncodings('br', 'gzip', 'identity');
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
};

const send = (req: Request, res: Response, page: CachedPage): void => {
  const wanted = encodingFor(req);
  // Until its compressed copies are made, a page goes out as rendered (every client takes that).
  const encoding: Encoding = wanted !== 'identity' && page.bodies[wanted] !== undefined ? wanted : 'identity';
  const body = encoding === 'identity' ? page.bodies.identity : (page.bodies[encoding] as Buffer);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('vary', 'Accept-Encoding, Cookie');
  res.setHeader(PAGE_CACHE_HEADER, 'hit');
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.status(200).end(body);
};

const storable = (res: Response, kind: CachedKind): boolean => {
  const type = String(res.getHeader('content-type') ?? '');
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  return (
    res.statusCode === 200 &&
    type.startsWith(CONTENT_TYPES[kind]) &&
    res.getHeader('set-cookie') === undefined &&
    !/no-store|private/.test(cacheControl)
  );
};

const headersOf = (res: Response): [string, string][] =>
  Object.entries(res.getHeaders())
    .filter(([name, value]) => !PER_RESPONSE.has(name) && value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);

/**
 * Adds the compressed copies to a stored page, off the event loop. Brotli at quality 5: on the demo's model page
 * (152 KiB) it takes about 5 ms for 25.4 KiB, where quality 11 takes 165 ms for 21.9 KiB.
 */
const compress = async (page: CachedPage): Promise<void> => {
  const { identity } = page.bodies;
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  page.bodies.gzip = gzipped;
  page.bodies.br = brotli;
};

/**
 * The page cache (docs/page-cache.md): pages rendered for visitors who are not signed in, stored with their gzip
 * and brotli copies, each under the page generation read before its render began, and served only while the
 * generation is unchanged — a write anywhere, from any process, makes every stored page a miss. Entries also
 * expire after `ttlMs` (what changes with time alone: a scheduled publication, an early-access window) and are
 * filed under their model's tag for `modelVersion.bustCache`. A stored page keeps the CSP of its render: the nonce
 * in its header is the one in its bytes, and any content able to abuse it would have been written, which would
 * have made the page a miss and brought a new render with a new nonce.
 */
export const pageCache =
  (deps: PageCacheDeps): PageCacheFactory =>
  (variantOf, kind = 'page', sharesPublicPage) => {
    const lookup: RequestHandler = (req, res, next) => {
      if (kind === 'page' && !isPage(req)) return next();
      const cacheable = kind === 'api' ? isAnonymousApiRead(req, res) : isCacheable(req, deps.cookie);
      if (!cacheable) {
        res.setHeader(PAGE_CACHE_HEADER, 'bypass');
        return next();
      }
      answer(req, res, next);
    };

    const lookupShared: RequestHandler = (req, res, next) => {
      if (sharesPublicPage === undefined || !isSignedInPageRead(req, res)) return next();
      const state = stateOf(res);
      sharesPublicPage(req, state.viewer as User)
        .then((shares) => {
          if (!shares) return next();
          // The marker tells the page's scripts to bring the viewer's own state (session-cookie.ts).
          if (!deps.cookie.marked(req)) deps.cookie.mark(req, res);
          state.viewer = null;
          state.authenticatedBy = 'none';
          state.session = null;
          answer(req, res, next);
        })
        .catch(next);
    };

    /** Serves the stored bytes when they are current; otherwise notes what the render may store. */
    const answer: RequestHandler = (req, res, next) => {
      if (deps.ttlMs <= 0) {
        res.setHeader(PAGE_CACHE_HEADER, 'bypass');
        return next();
      }
      deps
        .generation()
        .then((generation) => {
          const key = `${kind}:${variantOf(req)}:${req.originalUrl}`;
          const stored = deps.cache.get<CachedPage>(key);
          if (stored !== undefined && stored.generation === generation) return send(req, res, stored);
          res.setHeader(PAGE_CACHE_HEADER, 'miss');
          const pending: Pending = { key, tags: modelTagOf(`${req.baseUrl}${req.path}`), generation };
          res.locals[PENDING] = pending;
          next();
        })
        // Without the generation nothing can be served or stored; the render meets the same failure and says so
        // in its own error page.
        .catch(() => {
          res.setHeader(PAGE_CACHE_HEADER, 'bypass');
          next();
        });
    };

    const fill: RequestHandler = (_req, res, next) => {
      const pending = res.locals[PENDING] as Pending | undefined;
      if (pending === undefined) return next();
      const chunks: Buffer[] = [];
      let size = 0;
      const keep = (chunk: unknown, encoding: unknown): void => {
        if (size > MAX_PAGE_BYTES || chunk === undefined || chunk === null || typeof chunk === 'function')
          return;
        const bytes =
          typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
            : Buffer.from(chunk as Uint8Array);
        size += bytes.length;
        chunks.push(bytes);
      };
      const write = res.write;
      const end = res.end;
      res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
        keep(chunk, rest[0]);
        return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      } as Response['write'];
      res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
        keep(chunk, rest[0]);
        if (size <= MAX_PAGE_BYTES && storable(res, kind)) {
          const page: CachedPage = {
            generation: pending.generation,
            headers: headersOf(res),
            bodies: { identity: Buffer.concat(chunks) },
          };
          deps.cache.set(pending.key, pending.tags, page, deps.ttlMs);
          compress(page).catch(() => {
            // The page keeps going out as rendered.
          });
        }
        return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
      } as Response['end'];
      next();
    };

    return { lookup, lookupShared, fill };
  };
