import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { stateOf } from '../request-state.js';

const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `x-request-id` when it looks sane (a proxy's), else a fresh one. */
export const requestIdOf = (req: IncomingMessage): string => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
};

/** Gives every request an id, echoed in `x-request-id` and carried by every log line. */
export const requestId: RequestHandler = (req, res, next) => {
  const id = requestIdOf(req);
  (req as IncomingMessage & { id?: string }).id = id;
  stateOf(res).requestId = id;
  res.setHeader('x-request-id', id);
  next();
};
