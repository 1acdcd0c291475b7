import { errors, type FeatureFlags } from '@atelier/domain';
import type { RequestHandler } from 'express';
import { refuse } from '../refuse.js';
import { isReadRequest } from './read-request.js';

/**
 * What still works while the hub is read-only (`canWrite` off): signing in and out, which change sessions, not
 * content (docs/configuration.md#read-only). Everything else that writes is refused with `FEATURE.READ_ONLY`.
 */
const SESSION_PROCEDURES = new Set(['auth.signIn', 'auth.signOut']);
const SESSION_ROUTES = new Set(['/api/auth/signin', '/api/auth/signout']);

/** Whether a tRPC mutation at `path` is refused now: `canWrite` off, and not a sign-in or sign-out. */
export const refusedAsReadOnly = (flags: FeatureFlags, path: string): boolean =>
  !flags.isOn('canWrite') && !SESSION_PROCEDURES.has(path);

/**
 * REST writes (POST/PUT/PATCH/DELETE) while `canWrite` is off are refused with `FEATURE.READ_ONLY`. tRPC calls pass
 * through: their base procedure refuses mutations itself (trpc.ts); tus uploads check the flag in upload.route.ts.
 */
export const readOnly =
  (flags: FeatureFlags): RequestHandler =>
  (req, res, next) => {
    const path = `${req.baseUrl}${req.path}`;
    if (isReadRequest(req) || path.startsWith('/api/trpc/') || flags.isOn('canWrite')) return next();
    if (SESSION_ROUTES.has(path)) return next();
    refuse(res, errors.cannotWrite);
  };
