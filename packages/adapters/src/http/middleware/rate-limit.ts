import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { httpErrors } from '../http-errors.js';
import type { HttpSettings } from '../http-settings.js';
import { refuse } from '../refuse.js';
import { stateOf } from '../request-state.js';

const addressOf = (req: Request): string => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');

const limiter = (
  windowMs: number,
  limit: number,
  key: (req: Request) => string,
  skip?: (req: Request) => boolean,
) =>
  rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: key,
    ...(skip ? { skip } : {}),
    handler: (_req, res) => refuse(res, httpErrors.rateLimited),
  });

const SIGN_IN_PROCEDURES = /(^|[/,])auth\.(signIn|signUp)(,|$)/;

/** Whether a request is an attempt to sign in or up, over REST or tRPC (batched or not). */
const isSignInAttempt = (req: Request): boolean => {
  if (req.method !== 'POST') return false;
  const path = `${req.baseUrl}${req.path}`;
  return (
    /^\/api\/auth\/(signin|signup)\/?$/.test(path) ||
    (path.startsWith('/api/trpc/') && SIGN_IN_PROCEDURES.test(path.slice('/api/trpc/'.length)))
  );
};

/**
 * Two in-memory limits: sign-in attempts per address (against password guessing), and mutations per viewer
 * or, for anonymous requests, per address. Memory is enough for one process; several processes would need a
 * shared store.
 */
export const rateLimits = (settings: HttpSettings['rateLimit']): RequestHandler[] => [
  limiter(settings.windowMs, settings.signIn, addressOf, (req) => !isSignInAttempt(req)),
  limiter(
    settings.windowMs,
    settings.mutations,
    (req) => {
      const viewer = stateOf(req.res as Parameters<typeof stateOf>[0]).viewer;
      return viewer ? `user:${viewer.id}` : `ip:${addressOf(req)}`;
    },
    (req) => req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS',
  ),
];
