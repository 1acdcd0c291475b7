import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit } from 'express-rate-limit';
import { isApiV1Path } from '../api-paths.js';
import { httpErrors } from '../http-errors.js';
import type { HttpSettings } from '../http-settings.js';
import { refuse } from '../refuse.js';
import { stateOf } from '../request-state.js';
import { trpcCallsOf } from './trpc-calls.js';

const addressOf = (req: Request): string => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');

const viewerOrAddressOf = (req: Request): string => {
  const viewer = stateOf(req.res as Parameters<typeof stateOf>[0]).viewer;
  return viewer ? `user:${viewer.id}` : `ip:${addressOf(req)}`;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SIGN_IN_PROCEDURES = new Set(['auth.signIn', 'auth.signUp']);
const SIGN_IN_ROUTE = /^\/api\/auth\/(signin|signup)\/?$/i;

/**
 * How many sign-in or sign-up attempts a request makes: one per `auth.signIn`/`auth.signUp` call of a tRPC batch,
 * one for the REST routes.
 */
export const signInAttemptsOf = (req: Request): number => {
  const calls = trpcCallsOf(req);
  if (calls !== null) return calls.filter((call) => SIGN_IN_PROCEDURES.has(call)).length;
  return req.method === 'POST' && SIGN_IN_ROUTE.test(`${req.baseUrl}${req.path}`) ? 1 : 0;
};

/**
 * How many mutations a request makes: every call of a tRPC POST (tRPC runs only mutations over POST), one for any
 * other unsafe method. Queries are free here, so the app's own batched page queries are never throttled.
 */
export const mutationsOf = (req: Request): number => {
  if (SAFE_METHODS.has(req.method)) return 0;
  return trpcCallsOf(req)?.length ?? 1;
};

/** One hit per read of the public REST API v1 (its POST lookup counts as a mutation already). */
export const apiReadsOf = (req: Request): number =>
  SAFE_METHODS.has(req.method) && isApiV1Path(`${req.baseUrl}${req.path}`) ? 1 : 0;

/**
 * express-rate-limit counting `weightOf(req)` hits per request: the extra hits go into its store first, then the
 * limiter adds the last one and refuses the whole request if the total passes the limit.
 */
const weightedLimiter = (
  windowMs: number,
  limit: number,
  key: (req: Request) => string,
  weightOf: (req: Request) => number,
): RequestHandler[] => {
  const store = new MemoryStore();
  const chargeExtraCalls: RequestHandler = async (req, _res, next) => {
    const weight = weightOf(req);
    for (let extra = 1; extra < weight; extra++) await store.increment(key(req));
    next();
  };
  const limiter = rateLimit({
    windowMs,
    limit,
    store,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: key,
    skip: (req) => weightOf(req) === 0,
    handler: (_req, res) => refuse(res, httpErrors.rateLimited),
  });
  return [chargeExtraCalls, limiter];
};

/**
 * Three in-memory limits, each counting calls rather than HTTP requests so a tRPC batch buys no extra tries:
 * sign-in attempts per address (against password guessing), mutations per viewer or, for anonymous requests, per
 * address, and reads of the public REST API v1 the same way (tools loop over it; the web app's own queries are
 * free). Memory is enough for one process; several processes would need a shared store.
 */
export const rateLimits = (settings: HttpSettings['rateLimit']): RequestHandler[] => [
  ...weightedLimiter(settings.windowMs, settings.signIn, addressOf, signInAttemptsOf),
  ...weightedLimiter(settings.windowMs, settings.mutations, viewerOrAddressOf, mutationsOf),
  ...weightedLimiter(settings.windowMs, settings.apiReads, viewerOrAddressOf, apiReadsOf),
];
