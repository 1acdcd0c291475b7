import type { AppRouter } from '@atelier/adapters';
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';

/** The API as a page's loader sees it: the same procedures, called in process for this request's viewer. */
export type ServerApi = TRPCOptionsProxy<AppRouter>;

declare module 'react-router' {
  interface AppLoadContext {
    /** Nonce of this response's inline scripts (the CSP admits only it). */
    cspNonce: string;
    /** The signed-in marker cookie's name: a page served as the public one asks for its viewer's state when set. */
    signedInMarker: string;
    /** The API for this request, caching its answers in `queryClient` so they can be sent with the HTML. */
    api(queryClient: QueryClient): ServerApi;
  }
}
