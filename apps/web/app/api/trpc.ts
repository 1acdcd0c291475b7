import type { AppRouter } from '@atelier/adapters';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/**
 * Calls the browser puts in one batch request: at most the server's `maxBatchCalls` (20 by default), which refuses
 * bigger batches whole (checked in trpc.test.ts).
 */
export const MAX_BATCH_ITEMS = 10;

/** The header that tells the server a call is not a cross-site form post (CSRF); tus uploads send it too. */
export const CSRF_HEADERS = { 'x-atelier-csrf': '1' } as const;

/** The browser's API client, with the CSRF header. */
export const createBrowserClient = () =>
  createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/api/trpc',
        transformer: superjson,
        maxItems: MAX_BATCH_ITEMS,
        headers: CSRF_HEADERS,
      }),
    ],
  });
