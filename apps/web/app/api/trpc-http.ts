import type { AppRouter } from '@atelier/adapters';
import { httpBatchLink } from '@trpc/client';
import superjson from 'superjson';

/**
 * The browser's link to the API: batched HTTP calls with superjson, at most `maxItems` to a batch, each request
 * with `headers`. Its own module, loaded at the page's first call (`trpc.ts` says how), so the HTTP and transformer
 * code is not part of a first visit.
 */
export const apiLink = ({ maxItems, headers }: { maxItems: number; headers: Record<string, string> }) =>
  httpBatchLink<AppRouter>({ url: '/api/trpc', transformer: superjson, maxItems, headers });
