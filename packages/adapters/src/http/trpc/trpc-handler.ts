import { createExpressMiddleware } from '@trpc/server/adapters/express';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { stateOf } from '../request-state.js';
import type { SessionCookie } from '../session-cookie.js';
import { appRouter } from './app-router.js';
import type { TrpcContext } from './context.js';

/** Builds a procedure's context from what the middleware chain already learned about the request. */
export const trpcContextFactory =
  (deps: {
    resolve: TrpcContext['resolve'];
    accounts: TrpcContext['accounts'];
    cookie: SessionCookie;
    virusScanning: TrpcContext['virusScanning'];
    flags: TrpcContext['flags'];
  }) =>
  (req: Request, res: Response): TrpcContext => {
    const state = stateOf(res);
    return {
      viewer: state.viewer ?? null,
      apiKeyScope: state.apiKeyScope ?? null,
      requestId: state.requestId,
      resolve: deps.resolve,
      accounts: deps.accounts,
      virusScanning: deps.virusScanning,
      flags: deps.flags,
      cookies: {
        set: (secret, expiresAt) => deps.cookie.set(req, res, secret, expiresAt),
        clear: () => deps.cookie.clear(req, res),
        current: () => state.session ?? null,
      },
    };
  };

/** Mounts the API router over the shared context factory. */
export const trpcHandler = (deps: {
  contextOf: (req: Request, res: Response) => TrpcContext;
  logger: Logger;
  maxBodySize: number;
  maxBatchSize: number;
}) =>
  createExpressMiddleware({
    router: appRouter,
    maxBodySize: deps.maxBodySize,
    maxBatchSize: deps.maxBatchSize,
    createContext: ({ req, res }) => deps.contextOf(req, res),
    onError: ({ error, path, ctx }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        deps.logger.error({ err: error.cause ?? error, path, requestId: ctx?.requestId }, 'procedure failed');
    },
  });
