import type { RequestHandler } from 'express';
import { withSharedReads } from '../../storage/read-memo.js';

/**
 * A GET (or HEAD) reads: everything it runs shares one read memo, so the use cases a page render or a batch of
 * queries calls side by side load each model, version and gallery setting once (storage/read-memo.ts).
 * Other methods run as they are.
 */
export const sharedReads: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') withSharedReads(next);
  else next();
};
