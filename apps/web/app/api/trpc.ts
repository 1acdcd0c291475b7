import type { AppRouter } from '@atelier/adapters';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
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

export type ApiFailure = {
  message: string;
  errorCode: string | null;
  action: 'signIn' | 'buy' | 'join' | null;
  /** Which input fields the server refused and why (validation failures only), e.g. `username`. */
  issues: { path: string; message: string }[];
};

/** What a failed call means to the visitor: the catalogue's message and what to do next. */
export const failureOf = (error: unknown): ApiFailure => {
  if (error instanceof TRPCClientError) {
    const data = error.data as
      | { errorCode?: string; action?: ApiFailure['action']; issues?: ApiFailure['issues'] }
      | undefined;
    return {
      message: error.message,
      errorCode: data?.errorCode ?? null,
      action: data?.action ?? null,
      issues: data?.issues ?? [],
    };
  }
  // A network failure or an answer that is not the API's: the catalogue's generic text.
  return {
    message: 'There was an error while performing your request',
    errorCode: null,
    action: null,
    issues: [],
  };
};
