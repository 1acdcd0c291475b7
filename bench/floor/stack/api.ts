import { initTRPC } from '@trpc/server';
import superjson from 'superjson';

/**
 * A one-call API, for its type only: the stack floor's client is typed by it as the hub's is by its AppRouter, and
 * imports it as a type, so none of this reaches the browser.
 */
const t = initTRPC.create({ transformer: superjson });

export const floorRouter = t.router({
  model: t.router({
    getById: t.procedure
      .input((input: unknown) => input as { id: number })
      .query(({ input }) => ({ id: input.id, name: `Model ${input.id}` })),
  }),
});

export type FloorRouter = typeof floorRouter;
