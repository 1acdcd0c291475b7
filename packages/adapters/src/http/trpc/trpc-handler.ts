import { createExpressMiddleware } from '@trpc/server/adapters/express';
import type { Logger } from 'pino';
import { stateOf } from '../request-state.js';
import type { SessionCookie } from '../session-cookie.js';
import { appRouter } from './app-router.js';
import type { TrpcContext } from './context.js';

/** Mounts the API router; the context is what the middleware chain already learned about the request. */
export const trpcHandler = (deps: {
  resolve: TrpcContext['resolve'];
  accounts: TrpcContext['accounts'];
  cookie: SessionCookie;
  logger: Logger;
  maxBodySize: number;
}) =>
  createExpressMiddleware({
    router: appRouter,
    maxBodySize: deps.maxBodySize,
    createContext: ({ req, res }): TrpcContext => {
      const state = stateOf(res);
      return {
        viewer: state.viewer,
        requestId: state.requestId,
        resolve: deps.resolve,
        accounts: deps.accounts,
        cookies: {
          set: (secret, expiresAt) => deps.cookie.set(req, res, secret, expiresAt),
          clear: () => deps.cookie.clear(req, res),
          current: () => state.session,
        },
      };
    },
    onError: ({ error, path, ctx }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        deps.logger.error({ err: error.cause ?? error, path, requestId: ctx?.requestId }, 'procedure failed');
    },
  });
