import type { AppRouter } from '@atelier/adapters';
import { createTRPCClient, type OperationLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/**
 * Calls the browser puts in one batch request: at most the server's `maxBatchCalls` (20 by default), which refuses
 * bigger batches whole (checked in trpc.test.ts).
 */
export const MAX_BATCH_ITEMS = 10;

/** The header that tells the server a call is not a cross-site form post (CSRF); tus uploads send it too. */
export const CSRF_HEADERS = { 'x-atelier-csrf': '1' } as const;

/**
 * A link whose code loads at the first call through it (issue 15, P4): calls made while it loads wait, in
 * order, then go out as the loaded link sends them (in one batch, when they came together). A call aborted or
 * dropped while waiting is never sent. A failed load fails the calls waiting on it with a client error, and the
 * next call tries the load again.
 */
export function linkOnDemand(load: () => Promise<TRPCLink<AppRouter>>): TRPCLink<AppRouter> {
  return (runtime) => {
    let loading: Promise<OperationLink<AppRouter>> | undefined;
    const loaded = () => {
      loading ??= load().then(
        (link) => link(runtime),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    };
    return ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | undefined;
        let dropped = false;
        // A call aborted while the code loads (TanStack Query cancels one whose page has gone) fails as the HTTP
        // link fails an aborted call, and is never sent; once sent, the HTTP link watches the signal itself.
        const abort = () => {
          if (dropped) return;
          dropped = true;
          observer.error(TRPCClientError.from(op.signal?.reason as Error));
        };
        if (op.signal?.aborted) abort();
        else op.signal?.addEventListener('abort', abort, { once: true });
        loaded().then(
          (link) => {
            op.signal?.removeEventListener('abort', abort);
            if (!dropped) subscription = link({ op, next }).subscribe(observer);
          },
          (error: unknown) => {
            op.signal?.removeEventListener('abort', abort);
            if (!dropped) observer.error(TRPCClientError.from(error as Error));
          },
        );
        return () => {
          dropped = true;
          op.signal?.removeEventListener('abort', abort);
          subscription?.unsubscribe();
        };
      });
  };
}

/** The browser's API client, with the CSRF header: its HTTP link (`trpc-http.ts`) loads at the first call. */
export const createBrowserClient = () =>
  createTRPCClient<AppRouter>({
    links: [
      linkOnDemand(() =>
        import('./trpc-http').then((module) =>
          module.apiLink({ maxItems: MAX_BATCH_ITEMS, headers: CSRF_HEADERS }),
        ),
      ),
    ],
  });
