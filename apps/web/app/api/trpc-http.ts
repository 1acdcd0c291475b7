import type { AppRouter } from '@atelier/adapters';
import { httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { CSRF_HEADERS, MAX_BATCH_ITEMS } from './trpc';

/**
 * The browser's link to the API: batched HTTP calls, with superjson and the CSRF header. Its own module, loaded at
 * the page's first call (`trpc.ts`), so the HTTP and transformer code is not part of a first visit.
 */
export const apiLink = () =>
  httpBatchLink<AppRouter>({
    url: '/api/trpc',
    transformer: superjson,
    maxItems: MAX_BATCH_ITEMS,
    headers: CSRF_HEADERS,
  });
