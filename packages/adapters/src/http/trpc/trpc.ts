import { checkApiKeyScope, errors } from '@atelier/domain';
import { initTRPC } from '@trpc/server';
import superjson from 'superjson';

import { refusedAsReadOnly } from '../middleware/read-only.js';
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
 * Every procedure's base, refusing in one place: a mutation asked with a `read` API key (`AUTH.SCOPE`), and any
 * mutation but signing in or out while the hub is read-only (`FEATURE.READ_ONLY`). REST writes are refused by the
 * `apiKeyScope` and `readOnly` middleware.
 */
export const publicProcedure = t.procedure.use(({ ctx, type, path, next }) => {
  const allowed = checkApiKeyScope(ctx.apiKeyScope, type === 'mutation');
  if (!allowed.ok) throw toTrpcError(allowed.error);
  if (type === 'mutation' && refusedAsReadOnly(ctx.flags, path)) throw toTrpcError(errors.cannotWrite);
  return next();
});
export const createCallerFactory = t.createCallerFactory;
