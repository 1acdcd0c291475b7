import { checkApiKeyScope } from '@atelier/domain';
import type { RequestHandler } from 'express';
import { refuse } from '../refuse.js';
import { stateOf } from '../request-state.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * REST writes (POST/PUT/PATCH/DELETE, tus uploads) made with a `read` API key are refused with `AUTH.SCOPE`. tRPC
 * calls pass through: their base procedure refuses mutations itself, in process too (trpc.ts).
 */
export const apiKeyScope: RequestHandler = (req, res, next) => {
  if (`${req.baseUrl}${req.path}`.startsWith('/api/trpc/')) return next();
  const allowed = checkApiKeyScope(stateOf(res).apiKeyScope ?? null, !READ_METHODS.has(req.method));
  if (!allowed.ok) return refuse(res, allowed.error);
  next();
};
