import type { ExpectedFailure } from '@atelier/domain';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { Request, Response } from 'express';
import superjson from 'superjson';
import { isApiV1Path, isDownloadPath } from './api-paths.js';
import { errorToHttp, refusalBody } from './error-to-http.js';
import { downloadRefusalBody } from './rest/download-refusal.js';

type Refusal = ExpectedFailure;

const TRPC_PREFIX = '/api/trpc/';
const pathOf = (req: Request): string => `${req.baseUrl}${req.path}`;
const trpcPathOf = (req: Request): string | null => {
  const path = pathOf(req);
  return path.startsWith(TRPC_PREFIX) ? path.slice(TRPC_PREFIX.length) : null;
};

/** The refusal in tRPC's own error envelope (one per call of a batch), so a tRPC client reads it like any other. */
const trpcRefusal = (req: Request, procedures: string, error: Refusal) => {
  const http = errorToHttp(error);
  const envelope = (path: string) => ({
    error: superjson.serialize({
      message: error.message,
      code: TRPC_ERROR_CODES_BY_KEY[http.trpcCode],
      data: {
        code: http.trpcCode,
        httpStatus: http.status,
        path,
        errorCode: error.code,
        action: http.action,
        ...(error.title === undefined ? {} : { title: error.title }),
      },
    }),
  });
  return req.query.batch === undefined ? envelope(procedures) : procedures.split(',').map(envelope);
};

const bodyOf = (req: Request, error: Refusal) => {
  const procedures = trpcPathOf(req);
  if (procedures !== null) return trpcRefusal(req, procedures, error);
  const path = pathOf(req);
  if (isDownloadPath(path)) return downloadRefusalBody(error);
  // The public REST API v1 says what went wrong in `error`, as Civitai's does (docs/rest-api.md).
  if (isApiV1Path(path)) return { error: error.message, ...refusalBody(error) };
  return refusalBody(error);
};

/**
 * Ends a request refused before (or outside) any procedure with the status `error-to-http` gives: as the JSON
 * `{ code, message, action }` on REST routes (with Civitai's `error` on downloads, which its tools read), and as
 * tRPC's error envelope on `/api/trpc`.
 */
export const refuse = (res: Response, error: Refusal): void => {
  res.status(errorToHttp(error).status).set('Cache-Control', 'no-store').type('application/json');
  res.json(bodyOf(res.req, error));
};
