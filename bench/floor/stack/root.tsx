import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { type ReactNode, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigate } from 'react-router';
import superjson from 'superjson';
import type { FloorRouter } from './api';

export const { TRPCProvider, useTRPC } = createTRPCContext<FloorRouter>();

/**
 * The floor of the hub's fixed stack: the bare floor's document, with the providers the hub's root sets up around
 * every page (TanStack Query, the tRPC client with its batch link and transformer, react-aria's router).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const navigate = useNavigate();
  const [queryClient] = useState(() => new QueryClient());
  const [trpcClient] = useState(() =>
    createTRPCClient<FloorRouter>({
      links: [httpBatchLink({ url: '/api/trpc', transformer: superjson })],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <RouterProvider navigate={navigate}>
          <Outlet />
        </RouterProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
