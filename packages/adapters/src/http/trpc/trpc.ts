import { checkApiKeyScope } from '@atelier/domain';
import { initTRPC } from '@trpc/server';
import superjson from 'superjson';

import type { TrpcContext } from './context.js';
import { describeTrpcError, toTrpcError } from './failure.js';

const isSuperjsonEnvelope = (value: unknown): value is { json: unknown; meta?: never } =>
  typeof value === 'object' &&
  value !== null &&
  'json' in value &&
  Object.keys(value).every((key) => key === 'json' || key === 'meta');

/**
 * superjson both ways for the typed client; inputs that are plain JSON (not a superjson envelope) are taken
 * as they are, so `curl '/api/trpc/model.getById?input={"id":1}'` works too.
 */
const transformer = {
  input: {
    serialize: (value: unknown) => superjson.serialize(value),
    deserialize: (value: unknown) =>
      isSuperjsonEnvelope(value)
        ? superjson.deserialize(value as Parameters<typeof superjson.deserialize>[0])
        : value,
  },
  output: superjson,
};

const t = initTRPC.context<TrpcContext>().create({
  transformer,
  isDev: false,
  errorFormatter: ({ shape, error }) => {
    const described = describeTrpcError(error);
    return {
      ...shape,
      message: described.message,
      data: {
        code: shape.data.code,
        httpStatus: described.status,
        path: shape.data.path,
        /** The stable code programs branch on (`BUZZ.INSUFFICIENT_FUNDS`); see docs/api.md. */
        errorCode: described.code,
        action: described.action,
        ...(described.title === undefined ? {} : { title: described.title }),
        ...(described.issues === undefined ? {} : { issues: described.issues }),
      },
    };
  },
});

export const router = t.router;
/**
 * Every procedure's base: a mutation asked with a `read` API key is refused here, in one place, with `AUTH.SCOPE`
 * (REST writes are refused by the `apiKeyScope` middleware).
 */
export const publicProcedure = t.procedure.use(({ ctx, type, next }) => {
  const allowed = checkApiKeyScope(ctx.apiKeyScope, type === 'mutation');
  if (!allowed.ok) throw toTrpcError(allowed.error);
  return next();
});
export const createCallerFactory = t.createCallerFactory;
