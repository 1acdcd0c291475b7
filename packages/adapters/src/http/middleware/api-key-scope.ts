import { checkApiKeyScope } from '@atelier/domain';
import type { RequestHandler } from 'express';
import { refuse } from '../refuse.js';
import { stateOf } from '../request-state.js';
import { isReadRequest } from './read-request.js';

/**
 * REST writes (POST/PUT/PATCH/DELETE, tus uploads) made with a `read` API key are refused with `AUTH.SCOPE`. tRPC
 * calls pass through: their base procedure refuses mutations itself, in process too (trpc.ts).
 */
export const apiKeyScope: RequestHandler = (req, res, next) => {
  if (`${req.baseUrl}${req.path}`.startsWith('/api/trpc/')) return next();
  const allowed = checkApiKeyScope(stateOf(res).apiKeyScope ?? null, !isReadRequest(req));
  if (!allowed.ok) return refuse(res, allowed.error);
  next();
};
