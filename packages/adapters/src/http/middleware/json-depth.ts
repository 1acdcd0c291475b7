import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { httpErrors } from '../http-errors.js';
import { refuse } from '../refuse.js';

const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, found by one pass over the characters (strings
 * skipped), so a 20 KB body of ten thousand brackets is refused before any recursive parser sees it.
 */
export const nestsDeeperThan = (text: string | Uint8Array, limit: number): boolean => {
  const code = typeof text === 'string' ? (at: number) => text.charCodeAt(at) : (at: number) => text[at] ?? 0;
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = code(at);
    if (inString) {
      if (char === 0x5c)
        at++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (OPENERS.has(char)) {
      depth++;
      if (depth > limit) return true;
    } else if (CLOSERS.has(char)) depth--;
  }
  return false;
};

/** The error body-parser's `verify` throws for a body nested too deeply; `bodyErrors` answers it with 400. */
export class JsonTooDeep extends Error {
  static readonly type = 'entity.too.deep';
  readonly type = JsonTooDeep.type;
  readonly status = 400;
  constructor(readonly maxDepth: number) {
    super(httpErrors.jsonTooDeep(maxDepth).message);
  }
}

/** body-parser's `verify`: runs on the raw bytes before `JSON.parse`. */
export const verifyDepth =
  (limit: number) =>
  (_req: IncomingMessage, _res: unknown, body: Buffer): void => {
    if (nestsDeeperThan(body, limit)) throw new JsonTooDeep(limit);
  };

/** The same limit for a tRPC query's `?input=`, which tRPC itself parses from the query string. */
export const limitQueryInputDepth =
  (limit: number): RequestHandler =>
  (req, res, next) => {
    const inputs = [req.query.input].flat();
    if (inputs.some((input) => typeof input === 'string' && nestsDeeperThan(input, limit)))
      return refuse(res, httpErrors.jsonTooDeep(limit));
    next();
  };
