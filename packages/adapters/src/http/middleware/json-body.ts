import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { httpErrors } from '../http-errors.js';
import { refuse } from '../refuse.js';
import { JsonTooDeep, verifyDepth } from './json-depth.js';

const hasBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/** JSON endpoints take JSON only: a body of another type is refused with 415 before anything reads it. */
export const requireJson: RequestHandler = (req, res, next) => {
  if (hasBody(req.headers) && !req.is('application/json'))
    return refuse(res, httpErrors.unsupportedMediaType);
  next();
};

/** Parses JSON bodies up to `limit` bytes and `maxDepth` levels of nesting (checked on the raw bytes first). */
export const jsonBody = (limit: string, maxDepth: number): RequestHandler =>
  express.json({ limit, strict: false, verify: verifyDepth(maxDepth) });

/** body-parser's failures as the API's JSON refusals (413 too large, 400 malformed or nested too deeply). */
export const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const type = (error as { type?: unknown }).type;
  if (type === 'entity.too.large') return refuse(res, httpErrors.payloadTooLarge);
  if (type === 'entity.parse.failed') return refuse(res, httpErrors.malformedJson);
  if (type === JsonTooDeep.type) return refuse(res, httpErrors.jsonTooDeep((error as JsonTooDeep).maxDepth));
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return refuse(res, httpErrors.unsupportedMediaType);
  next(error);
};
