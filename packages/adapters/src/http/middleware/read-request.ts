import type { Request } from 'express';
import { API_V1 } from '../api-paths.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * POST routes that only read: a lookup whose question is too long for an address (up to 100 hashes). A `read` API
 * key may ask them, and they answer while the hub is read-only.
 */
const READING_POSTS = new Set([`${API_V1}/model-versions/by-hash`]);

/** Whether a REST request only reads: a safe method, or one of the lookups that need a body. */
export const isReadRequest = (req: Request): boolean =>
  READ_METHODS.has(req.method) || (req.method === 'POST' && READING_POSTS.has(`${req.baseUrl}${req.path}`));
