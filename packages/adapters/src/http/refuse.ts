import type { ExpectedFailure } from '@atelier/domain';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { Request, Response } from 'express';
import superjson from 'superjson';
import { errorToHttp, refusalBody } from './error-to-http.js';

type Refusal = ExpectedFailure;

const TRPC_PREFIX = '/api/trpc/';
const trpcPathOf = (req: Request): string | null => {
  const path = `${req.baseUrl}${req.path}`;
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

/**
 * Ends a request refused before (or outside) any procedure with the status `error-to-http` gives: as the JSON
 * `{ code, message, action }` on REST routes, and as tRPC's error envelope on `/api/trpc`.
 */
export const refuse = (res: Response, error: Refusal): void => {
  res.status(errorToHttp(error).status).set('Cache-Control', 'no-store').type('application/json');
  const procedures = trpcPathOf(res.req);
  res.json(procedures === null ? refusalBody(error) : trpcRefusal(res.req, procedures, error));
};
