import type { Request, RequestHandler } from 'express';
import { httpErrors } from '../http-errors.js';
import { refuse } from '../refuse.js';

const TRPC_PREFIX = '/api/trpc/';

/**
 * The procedures a tRPC request calls: one, or each call of a batch (`/api/trpc/a,b?batch=1`), read as tRPC reads
 * them (the path URL-decoded, then split on commas). Null when the request is not for tRPC.
 */
export const trpcCallsOf = (req: Request): string[] | null => {
  const path = `${req.baseUrl}${req.path}`;
  if (!path.startsWith(TRPC_PREFIX)) return null;
  const raw = path.slice(TRPC_PREFIX.length);
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  return decoded.split(',');
};

/** Refuses, before anything is counted or run, a tRPC request that batches more than `maxCalls` calls. */
export const limitBatchSize =
  (maxCalls: number): RequestHandler =>
  (req, res, next) => {
    const calls = trpcCallsOf(req);
    if (calls !== null && calls.length > maxCalls) return refuse(res, httpErrors.batchTooLarge(maxCalls));
    next();
  };
