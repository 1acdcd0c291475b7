import type { Request, RequestHandler } from 'express';
import { authErrors } from '../../auth/auth-errors.js';
import { refuse } from '../refuse.js';
import { stateOf } from '../request-state.js';

export const CSRF_HEADER = 'x-atelier-csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const ownOrigin = (req: Request): string => `${req.protocol}://${req.host}`;

/**
 * Whether the browser says the request came from our own pages. `Origin` is checked when present;
 * otherwise `Sec-Fetch-Site`; a client that sends neither is not a browser acting for someone else.
 */
const isSameOrigin = (req: Request, allowedOrigins: readonly string[]): boolean => {
  const origin = req.get('origin');
  if (origin !== undefined) return origin === ownOrigin(req) || allowedOrigins.includes(origin);
  const site = req.get('sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
};

/**
 * CSRF defence for cookie-authenticated mutations: they must carry `x-atelier-csrf: 1`, a header a
 * cross-site form cannot send and a cross-site script cannot send without a CORS preflight we never grant,
 * and come from our own origin. Requests authenticated by API key carry no ambient credentials and are exempt.
 */
export const csrfProtection =
  (allowedOrigins: readonly string[]): RequestHandler =>
  (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || stateOf(res).authenticatedBy !== 'session') return next();
    if (req.get(CSRF_HEADER) !== '1' || !isSameOrigin(req, allowedOrigins))
      return refuse(res, authErrors.csrf);
    next();
  };
